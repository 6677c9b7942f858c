// The Cloudflare API operations the panel uses, each with Cloudflare's operationId and the schemas of
// its query, body and successful answer; and the check of one recorded exchange against them (the
// simulator's tests and the cloudflare service's flow tests record every call).
import { z } from 'zod';
import { ListAccountsAnswer, ListAccountsQuery } from './accounts';
import {
  ARecordBody,
  CreateDnsRecordAnswer,
  DeleteDnsRecordAnswer,
  ListDnsRecordsAnswer,
  ListDnsRecordsQuery,
  UpdateDnsRecordAnswer,
} from './dns-records';
import { CfFailure, CfIdentifier } from './envelope';
import { PurgeCacheAnswer, PurgeEverythingBody } from './purge-cache';
import { EditSslAnswer, EditSslBody } from './zone-settings';
import { CreateZoneAnswer, CreateZoneBody, DeleteZoneAnswer, ListZonesAnswer, ListZonesQuery } from './zones';

export interface CfOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under the API base (…/client/v4), `{name}` for a path parameter (all Cloudflare identifiers). */
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

export const CF_OPERATIONS = {
  listAccounts: {
    operationId: 'accounts-list-accounts',
    method: 'GET',
    path: '/accounts',
    query: ListAccountsQuery,
    answer: ListAccountsAnswer,
  },
  createZone: { operationId: 'zones-post', method: 'POST', path: '/zones', body: CreateZoneBody, answer: CreateZoneAnswer },
  listZones: { operationId: 'zones-get', method: 'GET', path: '/zones', query: ListZonesQuery, answer: ListZonesAnswer },
  deleteZone: { operationId: 'zones-0-delete', method: 'DELETE', path: '/zones/{zone_id}', answer: DeleteZoneAnswer },
  listDnsRecords: {
    operationId: 'dns-records-for-a-zone-list-dns-records',
    method: 'GET',
    path: '/zones/{zone_id}/dns_records',
    query: ListDnsRecordsQuery,
    answer: ListDnsRecordsAnswer,
  },
  createDnsRecord: {
    operationId: 'dns-records-for-a-zone-create-dns-record',
    method: 'POST',
    path: '/zones/{zone_id}/dns_records',
    body: ARecordBody,
    answer: CreateDnsRecordAnswer,
  },
  updateDnsRecord: {
    operationId: 'dns-records-for-a-zone-update-dns-record',
    method: 'PUT',
    path: '/zones/{zone_id}/dns_records/{dns_record_id}',
    body: ARecordBody,
    answer: UpdateDnsRecordAnswer,
  },
  deleteDnsRecord: {
    operationId: 'dns-records-for-a-zone-delete-dns-record',
    method: 'DELETE',
    path: '/zones/{zone_id}/dns_records/{dns_record_id}',
    answer: DeleteDnsRecordAnswer,
  },
  // A change set reads the mode before it sets one (issue 30); the answer is the same setting object.
  getSslSetting: {
    operationId: 'zone-settings-get-single-setting',
    method: 'GET',
    path: '/zones/{zone_id}/settings/ssl',
    answer: EditSslAnswer,
  },
  editSslSetting: {
    operationId: 'zone-settings-edit-single-setting',
    method: 'PATCH',
    path: '/zones/{zone_id}/settings/ssl',
    body: EditSslBody,
    answer: EditSslAnswer,
  },
  purgeCache: {
    operationId: 'zone-purge',
    method: 'POST',
    path: '/zones/{zone_id}/purge_cache',
    body: PurgeEverythingBody,
    answer: PurgeCacheAnswer,
  },
} as const satisfies Record<string, CfOperation>;

export type CfOperationName = keyof typeof CF_OPERATIONS;

/** One call as seen on the wire: the request under the API base and the answer's status and body. */
export interface CfExchange {
  method: string;
  /** Path under the API base, no query string. */
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
  status: number;
  answer: unknown;
}

const pathPattern = (template: string) => new RegExp(`^${template.replace(/\{[a-z_]+\}/g, '([^/]+)')}$`);

export function findCfOperation(method: string, path: string): { name: CfOperationName; params: string[] } | null {
  for (const [name, op] of Object.entries(CF_OPERATIONS) as Array<[CfOperationName, CfOperation]>) {
    const m = op.method === method.toUpperCase() ? pathPattern(op.path).exec(path) : null;
    if (m) return { name, params: m.slice(1).map(decodeURIComponent) };
  }
  return null;
}

const issues = (what: string, r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${what} ${i.path.join('.') || '(root)'}: ${i.message}`);

const isEmptyBody = (body: unknown) => body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);

function located(x: CfExchange): { name: CfOperationName; op: CfOperation; params: string[]; where: string } | null {
  const found = findCfOperation(x.method, x.path);
  return found && { ...found, op: CF_OPERATIONS[found.name], where: `${found.name} (${x.method} ${x.path})` };
}

const unknownOperation = (x: CfExchange) => [`${x.method} ${x.path}: not an operation the panel uses`];

/** What in the request does not fit Cloudflare's definition of its operation. */
export function cfRequestProblems(x: CfExchange): string[] {
  const found = located(x);
  if (!found) return unknownOperation(x);
  const { op, params, where } = found;
  return [
    ...params.flatMap((p) => issues('path parameter', CfIdentifier.safeParse(p))),
    ...issues('query', (op.query ?? z.object({}).strict()).safeParse(x.query)),
    ...(op.body ? issues('body', op.body.safeParse(x.body)) : isEmptyBody(x.body) ? [] : ['body: this operation takes none']),
  ].map((p) => `${where} ${p}`);
}

/**
 * What in the answer does not fit: a 2xx that says `success: true` is checked as the operation's
 * answer, anything else (4xx, 429, a 2xx that says false) as the failure envelope.
 */
export function cfAnswerProblems(x: CfExchange): string[] {
  const found = located(x);
  if (!found) return unknownOperation(x);
  const succeeded = x.status >= 200 && x.status < 300 && (x.answer as { success?: unknown } | null)?.success === true;
  return issues(`answer (HTTP ${x.status})`, (succeeded ? found.op.answer : CfFailure).safeParse(x.answer)).map(
    (p) => `${found.where} ${p}`,
  );
}

/** Both: empty when the whole exchange fits. */
export function cfExchangeProblems(x: CfExchange): string[] {
  const request = cfRequestProblems(x);
  return findCfOperation(x.method, x.path) ? [...request, ...cfAnswerProblems(x)] : request;
}
