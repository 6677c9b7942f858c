// One domain onto Cloudflare (spec 2 §5 "Add CloudFlare domains", "Move"): zone (its name servers),
// '@' and 'www' A records, SSL mode, then the registrar's name servers; a move then removes the zone
// from the old account. Each finished step is reported through `done` so a retried run skips it.
import type { Actor } from '@dop/contracts/common';
import { CF_STATUS } from '@dop/contracts/cloudflare';
import { stageEvent, type PendingEvent } from '@dop/service-kit';
import type { Models } from '../models';
import type { ItemSteps } from '../models/job';
import type { Accounts } from './accounts';
import type { CfCredentials } from './cf-credentials';
import { CloudflareError } from './cf-errors';
import type { OpsEvents } from './ops-events';
import type { RegistrarsRpc } from './rpc-client';

/** Where the events of provider-side changes go (the service's event relay). */
export interface EventRecorder {
  record(...events: PendingEvent[]): Promise<void>;
}

export interface SetupInput {
  domain: string;
  creds: CfCredentials;
  sealedKey: string;
  ipAddress: string;
  sslMode: 'flexible' | 'full';
  teamTag: string | null;
  actor: Actor;
  jobId?: string;
  /** A move: where the zone lived before. */
  from?: { email: string; zoneId: string | null } | null;
}

export interface SetupOutcome {
  status: string;
  success: boolean;
  message: string;
  nameServers: string[];
}

export const apexAndWww = (ip: string) => [
  { name: '@', content: ip },
  { name: 'www', content: ip },
];

export class DomainSetup {
  constructor(
    private readonly models: Models,
    private readonly accounts: Accounts,
    private readonly ops: OpsEvents,
    private readonly registrars: RegistrarsRpc,
    private readonly events: EventRecorder = { record: async () => undefined },
  ) {}

  async run(
    input: SetupInput,
    steps: ItemSteps = {},
    done: (s: ItemSteps) => Promise<void> = async () => undefined,
  ): Promise<SetupOutcome> {
    const { domain, actor, jobId } = input;
    const log = (level: 'info' | 'success' | 'warning' | 'error', msg: string) => this.ops.line(actor, domain, level, msg, jobId);
    const cf = this.accounts.client(
      input.creds,
      (r) =>
        void log(
          'warning',
          `Cloudflare rate limit (HTTP ${r.status}): waiting ${r.exact ? '' : 'up to '}${Math.round(r.waitMs / 100) / 10} s before retry ${r.attempt}`,
        ),
    );
    const step = async (patch: ItemSteps) => {
      Object.assign(steps, patch);
      await done(patch);
    };
    try {
      let zone = steps.zoneId ? { id: steps.zoneId, name: domain, status: 'pending', name_servers: steps.nameServers ?? [] } : null;
      if (!zone) {
        const ensured = await cf.ensureZone(domain);
        zone = ensured.zone;
        await step({ zoneId: zone.id, nameServers: zone.name_servers });
        if (ensured.created)
          await this.events.record(
            stageEvent('cloudflare.zone.created', { domain, zoneId: zone.id, nameServers: zone.name_servers, actor }),
          );
        await this.accounts.save(input.creds.email ?? '', input.sealedKey, actor);
        await this.record(input, zone.id, zone.name_servers, CF_STATUS.pending);
        await log(
          'info',
          `Zone ${ensured.created ? 'created' : 'found'} for ${domain} in ${input.creds.email}: ${zone.name_servers.join(', ')}`,
        );
      }
      if (!steps.records) {
        await cf.setARecords(zone, apexAndWww(input.ipAddress));
        await step({ records: true });
        await log('info', `A records of ${domain} (@, www) set to ${input.ipAddress}`);
      }
      if (!steps.ssl) {
        await cf.setSslMode(zone.id, input.sslMode);
        await step({ ssl: true });
        await this.events.record(stageEvent('cloudflare.ssl.changed', { domain, zoneId: zone.id, old: null, new: input.sslMode, actor }));
        await log('info', `SSL mode of ${domain} set to ${input.sslMode}`);
      }
      const ns = steps.nameserversSet
        ? { success: true, message: steps.nameserversSet }
        : await this.registrars.pointNameservers(
            { actor, jobId, teamTag: input.teamTag, source: input.from ? 'cloudflare-move' : 'cloudflare-add' },
            domain,
            zone.name_servers,
          );
      if (!ns.success) {
        await log('error', `Name servers of ${domain} not changed: ${ns.message}`);
        return this.finish(input, CF_STATUS.nsFailed, false, `Zone ready, name servers not changed: ${ns.message}`, zone.name_servers);
      }
      await step({ nameserversSet: ns.message });
      // Only once the registrar points at the new zone: the old one keeps answering until then.
      if (input.from && input.from.email.toLowerCase() !== (input.creds.email ?? '').toLowerCase() && !steps.oldZoneDeleted) {
        await this.removeOldZone(input, log);
        await step({ oldZoneDeleted: true });
      }
      const status = input.from ? CF_STATUS.moved : CF_STATUS.success;
      return this.finish(
        input,
        status,
        true,
        `${domain}: zone, A records, SSL ${input.sslMode} and name servers (${zone.name_servers.join(', ')}) done`,
        zone.name_servers,
      );
    } catch (err) {
      if (!(err instanceof CloudflareError)) throw err;
      await log('error', `Cloudflare error for ${domain}: ${err.message}`);
      return this.finish(input, CF_STATUS.failed, false, `Cloudflare: ${err.message}`, steps.nameServers ?? []);
    }
  }

  /** The zone left in the old account goes; a failure there is a warning, the move itself worked. */
  private async removeOldZone(input: SetupInput, log: (l: 'warning' | 'info', m: string) => Promise<void>): Promise<void> {
    const from = input.from!;
    try {
      const old = this.accounts.client(await this.accounts.saved(from.email));
      const zoneId = from.zoneId ?? (await old.findZone(input.domain))?.id;
      if (zoneId) {
        await old.deleteZone(zoneId);
        await this.events.record(stageEvent('cloudflare.zone.deleted', { domain: input.domain, zoneId, actor: input.actor }));
      }
      await log('info', `Zone of ${input.domain} removed from ${from.email}`);
    } catch (err) {
      await log('warning', `Old zone of ${input.domain} in ${from.email} not removed: ${(err as Error).message}`);
    }
  }

  private async record(input: SetupInput, zoneId: string, nameServers: string[], status: string): Promise<void> {
    await this.models.domains.updateOne(
      { name: input.domain },
      {
        $set: {
          email: input.creds.email,
          zoneId,
          nameServers,
          ipAddress: input.ipAddress,
          sslMode: input.sslMode,
          status,
          ...(input.from ? {} : { teamTag: input.teamTag }),
        },
        $setOnInsert: { _id: crypto.randomUUID(), userId: input.actor.userId, createdAt: new Date() },
      },
      { upsert: true },
    );
  }

  private async finish(input: SetupInput, status: string, success: boolean, message: string, nameServers: string[]): Promise<SetupOutcome> {
    await this.models.domains.updateOne({ name: input.domain }, { $set: { status } });
    await this.ops.line(input.actor, input.domain, success ? 'success' : 'error', `${status}: ${message}`, input.jobId);
    await this.ops.result(input.actor, input.domain, { cloudflare: status }, message, { jobId: input.jobId, teamTag: input.teamTag });
    return { status, success, message, nameServers };
  }
}
