// POST /api/domains/bulk: store the new domains at once (existing names are skipped, not errors),
// record the job and one item per domain, then put one JetStream message per item. The answer does not
// wait for any provider; the worker does that work.
import { randomUUID } from 'node:crypto';
import { BulkAddItemMessage, DOMAINS_JOBS, type BulkAddBody, type BulkAddResponse } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import { publishEvent, retry } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';
import type { z } from 'zod';
import { Types } from 'mongoose';
import type { Models } from '../models';
import { domainCreated } from './domain-events';
import type { OpActor } from './ops-events';
import type { DomainSearchIndex } from './search-index';
import type { SecretBox } from '@dop/service-kit';

type Body = z.output<typeof import('@dop/contracts/domains').BulkAddBody>;

export interface JobWork {
  ipAddress: string | null;
  nsServers: string[];
  useNsRecords: boolean;
  teamTag: string | null;
  accounts: Array<{ registrar: Registrar; accountId: number }>;
  useCloudflare: boolean;
  cloudflareEmail: string | null;
  /** Sealed with the service's SecretBox (AES-256-GCM); opened only by the worker. */
  cloudflareApiKey: string | null;
  updateRecords: boolean;
  /** The change set recording the registrar steps (issue 30); the worker applies them through it. */
  changeId?: string | null;
  /** Those steps wait for a second admin: the worker leaves them to the change set's approval. */
  recordsHeld?: boolean;
}

/** Records the job's registrar steps as a change set before its messages go out (issue 30). */
export type RecordsChangeHook = (
  jobId: string,
  domains: Array<{ _id: Types.ObjectId; name: string }>,
  work: JobWork,
) => Promise<{ changeId: string; held: boolean } | null>;

/** Messages go out in slices so a 1,000-domain job publishes in parallel without flooding NATS. */
const PUBLISH_SLICE = 200;

export function jobWork(body: Body, seal: (plain: string) => string): JobWork {
  const accounts = (['namecheap', 'namesilo', 'dynadot'] as const)
    .filter((r) => typeof body.accounts[r] === 'number' && (body.accounts[r] as number) > 0)
    .map((registrar) => ({ registrar, accountId: body.accounts[registrar] as number }));
  return {
    ipAddress: body.ipAddress || null,
    nsServers: body.nsServers,
    useNsRecords: body.useNsRecords,
    teamTag: body.teamTag ?? null,
    accounts,
    useCloudflare: body.useCloudflare,
    cloudflareEmail: body.cloudflareSettings?.email || null,
    cloudflareApiKey: body.cloudflareSettings?.apiKey ? seal(body.cloudflareSettings.apiKey) : null,
    updateRecords: body.updateRecords,
  };
}

export async function publishItems(
  js: JetStreamClient,
  jobId: string,
  items: Array<{ _id: string; domain: string }>,
  actor: OpActor,
): Promise<void> {
  for (let i = 0; i < items.length; i += PUBLISH_SLICE) {
    await Promise.all(
      items.slice(i, i + PUBLISH_SLICE).map((item) =>
        // eventId = itemId: a republish after a crash is dropped by JetStream's duplicate window.
        publishEvent(js, DOMAINS_JOBS.bulkAddItem, BulkAddItemMessage, {
          eventId: item._id,
          actor,
          jobId,
          itemId: item._id,
          domain: item.domain,
        }),
      ),
    );
  }
}

/** Tries after the first before a job is left to the next start; waits 1, 2, 4 and 8 s between them. */
const PUBLISH_RETRIES = 4;

/** Publishes every item's message, retrying a NATS hiccup a few times before leaving it to the next start. */
export async function publishJob(
  models: Models,
  js: JetStreamClient,
  jobId: string,
  items: Array<{ _id: string; domain: string }>,
  actor: OpActor,
  onError: (err: unknown) => void,
  firstDelayMs = 1000,
): Promise<void> {
  try {
    await retry(
      async () => {
        await publishItems(js, jobId, items, actor);
        await models.jobs.updateOne({ _id: jobId }, { $set: { published: true } });
      },
      { retries: PUBLISH_RETRIES, firstDelayMs, onRetry: ({ error }) => onError(error) },
    );
  } catch (err) {
    onError(err);
  }
}

export async function bulkAdd(
  models: Models,
  js: JetStreamClient,
  body: Body,
  actor: OpActor,
  onPublishError: (err: unknown) => void,
  search: DomainSearchIndex,
  box: SecretBox,
  nudgeEvents: () => void = () => undefined,
  onRecords?: RecordsChangeHook,
): Promise<BulkAddResponse & { names: string[] }> {
  const unique = [...new Set(body.domains)];
  const existing = new Set((await models.domains.find({ name: { $in: unique } }, { name: 1 }).lean()).map((d) => d.name));
  const fresh = unique.filter((n) => !existing.has(n));
  const skippedDomains = [...existing];
  if (fresh.length === 0) return { added: 0, skipped: skippedDomains.length, skippedDomains, errors: [], jobId: null, names: [] };

  const work = jobWork(body, (plain) => box.encrypt(plain));
  const home = work.accounts[0] ?? null;
  const now = new Date();
  const errors: string[] = [];
  const inserted = await models.domains
    .insertMany(
      fresh.map((name) => {
        const doc = {
          _id: new Types.ObjectId(),
          name,
          registrar: home?.registrar ?? null,
          accountId: home?.accountId ?? null,
          useCloudflare: work.useCloudflare,
          cloudflareIp: work.useCloudflare ? work.ipAddress : null,
          cloudflareEmail: work.cloudflareEmail,
          createdBy: actor.userName ?? actor.userId,
          createdById: actor.userId,
          teamTag: work.teamTag,
          createdAt: now,
        };
        // The event is part of the insert: a name that turns out taken stores neither.
        return { ...doc, _events: [domainCreated(doc, actor)] };
      }),
      { ordered: false, rawResult: false },
    )
    .catch((err: { insertedDocs?: Array<{ name: string }>; writeErrors?: unknown[] }) => {
      // A name added by someone else in the same moment is a duplicate: skipped like the others.
      if (!err.insertedDocs) throw err;
      return err.insertedDocs;
    });
  nudgeEvents();
  await search.changed(inserted as never);
  const added = new Set(inserted.map((d) => d.name));
  for (const name of fresh) if (!added.has(name)) skippedDomains.push(name);

  const jobId = randomUUID();
  const items = [...added].map((domain) => ({ _id: randomUUID(), jobId, domain }));
  await models.jobs.create({ _id: jobId, userId: actor.userId, userName: actor.userName ?? null, total: items.length, work });
  await models.items.insertMany(items);
  const change = onRecords ? await onRecords(jobId, inserted as Array<{ _id: Types.ObjectId; name: string }>, work) : null;
  if (change) await models.jobs.updateOne({ _id: jobId }, { $set: { 'work.changeId': change.changeId, 'work.recordsHeld': change.held } });
  // The job is durable from here: the messages go out after the answer (a crash before they are all
  // out is repaired at start by republishUnpublished).
  setImmediate(() => void publishJob(models, js, jobId, items, actor, onPublishError));
  const recordsChange = change
    ? { changeId: change.changeId, status: change.held ? ('awaiting_approval' as const) : ('applying' as const) }
    : null;
  return { added: items.length, skipped: skippedDomains.length, skippedDomains, errors, jobId, names: [...added], recordsChange };
}

export type { BulkAddBody };
