// Handles one domain of a bulk add job: Cloudflare when asked, then A records or name servers at each
// chosen registrar account. Steps already recorded on the item are skipped, so a redelivered message
// (a restart mid-job) repeats no finished provider call; a finished item's copy repeats only its ending.
import type { BulkAddItemMessage } from '@dop/contracts/domains';
import type { Models } from '../models';
import type { JobWork } from './bulk-add';
import type { ARecordSpec, DnsHost, Outcome, StepContext } from './dns-host';
import type { ChangeValues } from '@dop/contracts/changes';
import type { Registrar } from '@dop/contracts/registrars';
import { cleanValues } from './changes/step-values';
import { claimItem, finishItem, keepOldValues, recordStep, type ClaimedItem, type StepOutcome } from './item-claim';
import type { OpsEvents } from './ops-events';
import type { DomainSearchIndex } from './search-index';
import { finishJobIfDone, keepLeaseAlive, pushEvents, whenDatabaseAnswers, type SecretBox } from '@dop/service-kit';
import type { DomainDoc } from '../models/domain';
import { nameserversChanged, recordsChanged, type EventActor } from './domain-events';

interface Step {
  key: string;
  kind: 'a-records' | 'nameservers' | 'cloudflare';
  run: () => Promise<Outcome>;
}

/** What a registrar holds now for a step of a job's change set (its old values). */
export type OldValuesReader = (
  kind: 'a-records' | 'nameservers',
  target: { registrar: string; accountId: number },
  domain: string,
) => Promise<ChangeValues | null>;

/** Writes a job's change set once the job has ended. */
export type JobChangeFinalizer = (changeId: string, jobId: string) => Promise<void>;

export const defaultRecords = (ip: string): ARecordSpec[] => [
  { name: '@', content: ip, ttl: 3600 },
  { name: 'www', content: ip, ttl: 3600 },
];

export class BulkWorker {
  constructor(
    private readonly models: Models,
    private readonly dns: DnsHost,
    private readonly ops: OpsEvents,
    private readonly leaseMs: number,
    private readonly search: DomainSearchIndex,
    private readonly box: SecretBox,
    /** Tells the event relay that a write staged events. */
    private readonly nudgeEvents: () => void = () => undefined,
    private readonly changes: { readOld: OldValuesReader; finalize: JobChangeFinalizer } | null = null,
  ) {}

  /** `ctx` names the job; each step's calls get its own stepId (item + step key), the same on every try. */
  private plan(work: JobWork, itemId: string, domain: string, ctx: StepContext): Step[] {
    const steps: Step[] = [];
    const at = (key: string): StepContext => ({ ...ctx, stepId: `${itemId}:${key}` });
    const records = work.ipAddress ? defaultRecords(work.ipAddress) : [];
    if (work.useCloudflare && work.ipAddress) {
      // Still sealed: the cloudflare service opens it with the shared SECRETS_KEY.
      const account = { email: work.cloudflareEmail, apiKeySealed: work.cloudflareApiKey };
      steps.push({
        key: 'cloudflare',
        kind: 'cloudflare',
        run: () => this.dns.setARecordsAtCloudflare(at('cloudflare'), domain, records, account),
      });
    }
    // Held for a second admin (issue 30): the change set applies them once approved.
    if (!work.updateRecords || work.recordsHeld) return steps;
    for (const { registrar, accountId } of work.accounts) {
      const key = `${registrar}:${accountId}`;
      const kind = work.useNsRecords ? ('nameservers' as const) : ('a-records' as const);
      if (kind === 'a-records' && (work.useCloudflare || !records.length)) continue;
      const direct = () =>
        kind === 'nameservers'
          ? this.dns.setNameservers(at(key), registrar, accountId, domain, work.nsServers)
          : this.dns.setARecordsAtRegistrar(at(key), registrar, accountId, domain, records);
      const changes = work.changeId ? this.changes : null;
      steps.push({
        key,
        kind,
        run: changes ? () => this.withOldValues(changes, kind, itemId, key, { registrar, accountId }, domain, direct) : direct,
      });
    }
    return steps;
  }

  /**
   * In a change set (issue 30) what the registrar held is kept on the item, once. Set A records return
   * the records they replaced (read within the call: one registrar call, not two); name servers are read
   * before they are set.
   */
  private async withOldValues(
    changes: { readOld: OldValuesReader },
    kind: 'a-records' | 'nameservers',
    itemId: string,
    key: string,
    target: { registrar: Registrar; accountId: number },
    domain: string,
    apply: () => Promise<Outcome>,
  ): Promise<Outcome> {
    const keep = (old: unknown) => whenDatabaseAnswers(() => keepOldValues(this.models.items, itemId, key, old));
    if (kind === 'nameservers') {
      await keep(await changes.readOld(kind, target, domain));
      return apply();
    }
    const { previous, ...outcome } = await apply();
    if (previous) await keep(cleanValues({ records: previous }));
    return outcome;
  }

  async handle(msg: BulkAddItemMessage, touch: () => void = () => undefined): Promise<void> {
    const item = await claimItem(this.models.items, msg.itemId, this.leaseMs);
    if (!item) return this.repeatEnding(msg);
    const job = await this.models.jobs.findById(msg.jobId).lean();
    const work = job?.work as JobWork | undefined;
    if (!work) {
      await finishItem(this.models.items, msg.itemId, false);
      return;
    }
    const ctx: StepContext = { actor: msg.actor, jobId: msg.jobId, teamTag: work.teamTag };
    const outcomes: Record<string, StepOutcome> = { ...item.steps };
    // The message and the item lease stay alive while slow (rate-limited) provider calls run.
    const stop = keepLeaseAlive(this.models.items, msg.itemId, this.leaseMs, touch);
    try {
      for (const step of this.plan(work, msg.itemId, item.domain, ctx)) {
        if (outcomes[step.key]) continue;
        const outcome = await step.run();
        outcomes[step.key] = outcome;
        // What the provider did is recorded through a database restart: lost, the step would run again.
        await whenDatabaseAnswers(() => recordStep(this.models.items, msg.itemId, step.key, outcome));
        if (step.kind !== 'nameservers' && outcome.success) {
          await whenDatabaseAnswers(() => this.recordARecords(item.domain, work, step.key, msg.actor));
        } else if (outcome.success) {
          await whenDatabaseAnswers(() => this.recordNameservers(item.domain, work.nsServers, msg.actor));
        }
      }
    } finally {
      stop();
    }
    const success = Object.values(outcomes).every((o) => o.success);
    await whenDatabaseAnswers(() => finishItem(this.models.items, msg.itemId, success));
    await this.announceEnd(msg, item.domain, success, outcomes);
  }

  /**
   * A copy of a finished item's message: the item ended, but maybe not its line or the job's close (NATS
   * or this process went down between them). Both are repeated under the same event ids, kept once.
   */
  private async repeatEnding(msg: BulkAddItemMessage): Promise<void> {
    const item = await this.models.items.findById(msg.itemId, { domain: 1, status: 1, steps: 1 }).lean<ClaimedItem>();
    if (!item || (item.status !== 'done' && item.status !== 'failed')) return;
    await this.announceEnd(msg, item.domain, item.status === 'done', item.steps ?? {});
  }

  private async announceEnd(
    msg: BulkAddItemMessage,
    domain: string,
    success: boolean,
    outcomes: Record<string, StepOutcome>,
  ): Promise<void> {
    const results = Object.values(outcomes);
    const summary = results.length ? results.map((o) => o.status).join(', ') : 'no provider work asked';
    const line = `Domain ${domain} processed: ${summary}`;
    await this.ops.line(msg.actor, domain, success ? 'success' : 'error', line, msg.jobId, `${msg.itemId}:processed`);
    await finishJobIfDone(this.models, this.ops, msg, 'Bulk add');
    const job = await this.models.jobs
      .findById(msg.jobId, { finishedAt: 1, 'work.changeId': 1 })
      .lean<{ finishedAt?: Date; work?: JobWork }>();
    if (job?.finishedAt && job.work?.changeId && this.changes) await this.changes.finalize(job.work.changeId, msg.jobId);
  }

  /** Name servers set at a registrar: no stored field changes, but subscribers hear of it. */
  private async recordNameservers(domain: string, nameservers: string[], actor: EventActor): Promise<void> {
    const before = await this.models.domains.findOne({ name: domain }, { name: 1 }).lean<DomainDoc>();
    if (!before) return;
    await this.models.domains.updateOne({ _id: before._id }, pushEvents(nameserversChanged(before, nameservers, actor)));
    this.nudgeEvents();
  }

  /** A successful A-record deployment: the IP becomes lastUsedIp and the records the domain's own. */
  private async recordARecords(domain: string, work: JobWork, key: string, actor: EventActor): Promise<void> {
    if (!work.ipAddress) return;
    const records = defaultRecords(work.ipAddress).map((r, i) => ({ recordId: `r${i + 1}`, ...r }));
    const set: Record<string, unknown> = { lastUsedIp: work.ipAddress, aRecords: records, lastResultAt: new Date() };
    const [registrar, accountId] = key.split(':');
    if (key !== 'cloudflare') Object.assign(set, { registrar, accountId: Number(accountId) });
    const before = await this.models.domains.findOne({ name: domain }, { name: 1, aRecords: 1 }).lean<DomainDoc>();
    if (!before) return;
    const event = recordsChanged(before, key === 'cloudflare' ? 'cloudflare' : 'registrar', before.aRecords ?? null, records, actor);
    const updated = await this.models.domains
      .findOneAndUpdate({ _id: before._id }, { $set: set, ...pushEvents(event) }, { returnDocument: 'after' })
      .lean();
    this.nudgeEvents();
    // The registrar is searchable: the search index learns the new one. Either way the cached search
    // answers, which show lastUsedIp and lastResultAt, are dropped.
    if (updated && key !== 'cloudflare') await this.search.changed([updated]);
    else if (updated) await this.search.touched();
  }
}
