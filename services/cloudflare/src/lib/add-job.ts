// POST /api/cloudflare/domains: decides each domain's account (single: one for all; multi: the i-th
// domain gets the i-th account), skips names the tab already has (the 'Duplicate domain' notice) unless
// it is a move, stores the job and one item per domain with the key sealed, and publishes one JetStream
// message per item. The answer does not wait for Cloudflare.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@dop/contracts/common';
import {
  CLOUDFLARE_JOBS,
  CloudflareItemMessage,
  type AddCloudflareDomainsBody,
  type AddCloudflareDomainsResponse,
} from '@dop/contracts/cloudflare';
import { publishEvent } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';
import type { z } from 'zod';
import type { Models } from '../models';
import type { CfItemDoc } from '../models/job';
import type { OpsEvents } from './ops-events';

type Body = z.output<typeof import('@dop/contracts/cloudflare').AddCloudflareDomainsBody>;
export type { AddCloudflareDomainsBody };

export const DUPLICATE_NOTICE = 'Duplicate domain';

/** The account of each domain, in order. */
export function assignAccounts(body: Body): Array<{ email: string; apiKey: string }> {
  if (body.mode === 'single') return body.domains.map(() => ({ email: body.singleAccount!.email, apiKey: body.singleAccount!.apiKey }));
  const emails = (body.multiAccounts?.emails ?? []).filter(Boolean);
  const keys = (body.multiAccounts?.apiKeys ?? []).filter(Boolean);
  return body.domains.map((_d, i) => ({ email: emails[i], apiKey: keys[i] }));
}

export class AddJobs {
  constructor(
    private readonly models: Models,
    private readonly js: JetStreamClient,
    private readonly ops: OpsEvents,
    private readonly seal: (plain: string) => string,
  ) {}

  async start(body: Body, actor: Actor): Promise<AddCloudflareDomainsResponse> {
    const accounts = assignAccounts(body);
    const names = [...new Set(body.domains)];
    const known = await this.models.domains.find({ $or: [{ name: { $in: names } }, { _id: { $in: body.domainIds } }] }).lean();
    const byName = new Map(known.map((d) => [d.name, d]));
    const skipped = body.isMove ? [] : names.filter((n) => byName.has(n));
    for (const name of skipped) await this.ops.line(actor, name, 'warning', `${DUPLICATE_NOTICE}: ${name} already exists and was skipped`);
    const jobId = randomUUID();
    const items: CfItemDoc[] = [];
    body.domains.forEach((domain, i) => {
      if (skipped.includes(domain) || items.some((it) => it.domain === domain)) return;
      const from = body.isMove ? byName.get(domain) : undefined;
      items.push({
        _id: randomUUID(),
        jobId,
        domain,
        email: accounts[i].email,
        apiKey: this.seal(accounts[i].apiKey),
        ipAddress: body.ipAddress,
        sslMode: body.sslMode,
        teamTag: body.teamTag || from?.teamTag || null,
        isMove: body.isMove,
        from: from ? { email: from.email, zoneId: from.zoneId } : null,
        status: 'pending',
        steps: {},
        leaseUntil: null,
        message: null,
        createdAt: new Date(),
      });
    });
    const what = body.isMove ? 'move' : 'add';
    if (!items.length)
      return {
        success: true,
        jobId: null,
        added: 0,
        skipped: skipped.length,
        skippedDomains: skipped,
        message: 'Nothing to do: every domain already exists',
      };
    await this.models.jobs.create({
      _id: jobId,
      userId: actor.userId,
      userName: actor.userName ?? null,
      isMove: body.isMove,
      total: items.length,
    });
    await this.models.items.insertMany(items);
    await this.ops.line(
      actor,
      null,
      'info',
      `CloudFlare ${what} started for ${items.length} domain(s) (${body.mode} account mode, SSL ${body.sslMode})`,
      jobId,
    );
    await publishItems(this.js, items, actor);
    await this.models.jobs.updateOne({ _id: jobId }, { $set: { published: true } });
    return {
      success: true,
      jobId,
      added: items.length,
      skipped: skipped.length,
      skippedDomains: skipped,
      message: `CloudFlare ${what} started for ${items.length} domain(s)`,
    };
  }
}

export async function publishItems(
  js: JetStreamClient,
  items: Array<Pick<CfItemDoc, '_id' | 'jobId' | 'domain'>>,
  actor: Actor,
): Promise<void> {
  // eventId = itemId: a republish after a crash is dropped by JetStream's duplicate window.
  await Promise.all(
    items.map((it) =>
      publishEvent(js, CLOUDFLARE_JOBS.item, CloudflareItemMessage, {
        eventId: it._id,
        actor,
        jobId: it.jobId,
        itemId: it._id,
        domain: it.domain,
      }),
    ),
  );
}
