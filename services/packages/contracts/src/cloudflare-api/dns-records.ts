// DNS records of a zone, A records only (all the panel writes): list, create, overwrite (PUT) and
// delete, from Cloudflare's OpenAPI definition (api-schemas commit cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9):
// dns-records-for-a-zone-{list,create,update,delete}-dns-record(s), dns-records_ARecord and _base.
import { z } from 'zod';
import { CfDateTime, CfIdentifier, cfList, cfSuccess, queryNumber } from './envelope';

/** dns-records_ttl: 1 is automatic, else 30 to 86400 seconds. */
export const CfTtl = z.union([z.literal(1), z.number().min(30).max(86400)]);

/**
 * The writable fields of an A record: dns-records_ARecord's own (`type`, `name`, `content` required)
 * and dns-records_base's that are not readOnly. The definition reuses the answer's record for the
 * request and so also lists `id`, `proxiable`, `created_on`, `modified_on` as required; those are the
 * record's own, never sent.
 */
export const ARecordBody = z
  .object({
    type: z.literal('A'),
    name: z.string().max(255),
    content: z.ipv4(),
    proxied: z.boolean().optional(),
    ttl: CfTtl.optional(),
    comment: z.string().optional(),
    tags: z.array(z.string()).optional(),
  })
  .strict();

/** dns-records_dns-record as answered for an A record: required id, type, name, content, proxiable, dates. */
export const CfARecord = z.object({
  id: CfIdentifier,
  type: z.literal('A'),
  name: z.string().max(255),
  content: z.ipv4(),
  proxiable: z.boolean(),
  proxied: z.boolean().optional(),
  ttl: CfTtl.optional(),
  comment: z.string().optional(),
  tags: z.array(z.string()).optional(),
  meta: z.object({ auto_added: z.boolean().optional(), source: z.string().optional() }).optional(),
  created_on: CfDateTime,
  modified_on: CfDateTime,
});

const filter = z.string().optional();
const RECORD_TYPES = [
  'A',
  'AAAA',
  'CAA',
  'CERT',
  'CNAME',
  'DNSKEY',
  'DS',
  'HTTPS',
  'LOC',
  'MX',
  'NAPTR',
  'NS',
  'PTR',
  'SMIMEA',
  'SRV',
  'SSHFP',
  'SVCB',
  'TLSA',
  'TXT',
  'URI',
] as const;

export const ListDnsRecordsQuery = z
  .object({
    name: z.string().max(255).optional(),
    type: z.enum(RECORD_TYPES).optional(),
    content: filter,
    proxied: z.enum(['true', 'false']).optional(),
    match: z.enum(['any', 'all']).optional(),
    comment: filter,
    'comment.present': filter,
    'comment.absent': filter,
    'comment.exact': filter,
    'comment.contains': filter,
    'comment.startswith': filter,
    'comment.endswith': filter,
    tag: filter,
    'tag.present': filter,
    'tag.absent': filter,
    'tag.exact': filter,
    'tag.contains': filter,
    'tag.startswith': filter,
    'tag.endswith': filter,
    search: filter,
    tag_match: z.enum(['any', 'all']).optional(),
    page: queryNumber(1).optional(),
    per_page: queryNumber(1, 5_000_000).optional(),
    order: z.enum(['type', 'name', 'content', 'ttl', 'proxied']).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
  })
  .strict();

/** The list the panel asks for is `type=A`: every item an A record. */
export const ListDnsRecordsAnswer = cfList(CfARecord);
export const CreateDnsRecordAnswer = cfSuccess(CfARecord);
export const UpdateDnsRecordAnswer = cfSuccess(CfARecord);

/** The definition gives the delete answer as `{ result: { id } }` only, no envelope fields. */
export const DeleteDnsRecordAnswer = z.object({ result: z.object({ id: CfIdentifier.optional() }).optional() });
