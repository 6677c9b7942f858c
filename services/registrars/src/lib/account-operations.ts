// Account-level questions: balance, domain count, prices across registrars, and which account holds
// a domain. Price checks and detection also log and publish per-domain results (operation billing).
import type { CheckPricesRequest, DetectRegistrarRequest, PriceQuote, Registrar } from '@dop/contracts/registrars';
import type { z } from 'zod';
import type { ARecord, Balance } from '../adapters';
import type { InventoryPage } from '../adapters/inventory/paging';
import type { OpsEvents, OpsRun } from '@dop/service-kit';
import type { AdapterFactory } from './adapter-factory';
import type { AccountStore } from './account-store';
import { errorMessage } from './errors';
import { priorityOf } from './gate/gate-state';
import { failureStatus, NOT_FOUND } from './status';

type CheckPrices = z.output<typeof CheckPricesRequest>;
type Detect = z.output<typeof DetectRegistrarRequest>;

export class AccountOperations {
  constructor(
    private readonly adapters: AdapterFactory,
    private readonly store: AccountStore,
    private readonly ops: OpsEvents,
  ) {}

  async balance(registrar: Registrar, id: number): Promise<Balance> {
    return (await this.adapters.forAccount(registrar, id)).getBalance();
  }

  async domainCount(registrar: Registrar, id: number): Promise<number> {
    return (await this.adapters.forAccount(registrar, id)).countDomains();
  }

  /** `background`: an inventory check's read, which queues behind people's calls on the gate. */
  async aRecords(registrar: Registrar, id: number, domain: string, background = false): Promise<ARecord[]> {
    return (await this.adapters.forAccount(registrar, id, background ? 'background' : 'interactive')).getARecords(domain);
  }

  /** Reads only: the name servers the registrar holds (a change set's old values, issue 30). */
  async nameservers(registrar: Registrar, id: number, domain: string): Promise<string[]> {
    return (await this.adapters.forAccount(registrar, id)).getNameservers(domain);
  }

  /** One page of the account's inventory (issue 29): a sync's calls queue behind people's on the gate. */
  async inventoryPage(registrar: Registrar, id: number, cursor: string | null): Promise<InventoryPage> {
    return (await this.adapters.forAccount(registrar, id, 'background')).inventoryPage(cursor);
  }

  /** Without targets, the first account of every registrar that has one (every account with allAccounts). */
  private async targets(req: CheckPrices): Promise<Array<{ registrar: Registrar; accountId: number }>> {
    if (req.targets?.length) return req.targets;
    const seen = new Set<Registrar>();
    return (await this.store.refs())
      .filter((r) => req.allAccounts || (!seen.has(r.registrar) && seen.add(r.registrar)))
      .map((r) => ({ registrar: r.registrar, accountId: r.id }));
  }

  async checkPrices(req: CheckPrices): Promise<PriceQuote[]> {
    const ctx: OpsRun = { actor: req.actor, operationType: req.operationType ?? 'billing', jobId: req.jobId, teamTag: req.teamTag };
    const targets = await this.targets(req);
    // Registrars are asked in parallel; each account's gate keeps its own pace.
    const perTarget = await Promise.all(
      targets.map(async (t) => {
        const quotes: PriceQuote[] = [];
        for (const domain of req.domains) {
          try {
            const adapter = await this.adapters.forAccount(t.registrar, t.accountId, priorityOf(req));
            const q = await adapter.checkPrice(domain);
            const status = q.available ? (q.price === null ? 'Available' : `${q.price.toFixed(2)} ${q.currency}`) : 'Unavailable';
            quotes.push({ ...t, domain, available: q.available, price: q.price, currency: q.currency, status, error: null });
          } catch (err) {
            quotes.push({
              ...t,
              domain,
              available: null,
              price: null,
              currency: null,
              status: failureStatus(err),
              error: errorMessage(err),
            });
          }
        }
        return quotes;
      }),
    );
    const quotes = perTarget.flat();
    for (const domain of req.domains) {
      const mine = quotes.filter((q) => q.domain === domain);
      const text = mine.map((q) => `${q.registrar}: ${q.error ?? q.status}`).join('; ');
      await this.ops.line(
        ctx,
        domain,
        mine.some((q) => q.error) ? 'warning' : 'info',
        `Prices of ${domain} — ${text || 'no registrar accounts'}`,
      );
      await this.ops.result(ctx, domain, Object.fromEntries(mine.map((q) => [q.registrar, q.status])));
    }
    return quotes;
  }

  /** Looks the domain up in every account's domain list; the first account holding it wins. */
  async detect(req: Detect): Promise<{ registrar: Registrar | null; accountId: number | null; status: string }> {
    const ctx: OpsRun = {
      actor: req.actor,
      operationType: req.operationType ?? 'domain-records',
      jobId: req.jobId,
      teamTag: req.teamTag,
    };
    const checked = new Set<Registrar>();
    const problems: string[] = [];
    for (const ref of await this.store.refs()) {
      checked.add(ref.registrar);
      try {
        const domains = await (await this.adapters.forAccount(ref.registrar, ref.id, priorityOf(req))).listDomains();
        if (domains.includes(req.domain)) {
          await this.ops.line(ctx, req.domain, 'success', `${req.domain} found at ${ref.registrar} #${ref.id}`);
          await this.ops.result(ctx, req.domain, { [ref.registrar]: 'Success' });
          return { registrar: ref.registrar, accountId: ref.id, status: 'Success' };
        }
      } catch (err) {
        problems.push(`${ref.registrar} #${ref.id}: ${errorMessage(err)}`);
      }
    }
    const extra = problems.length ? ` (could not check ${problems.join('; ')})` : '';
    await this.ops.line(ctx, req.domain, 'warning', `${req.domain} not found in any registrar account${extra}`);
    if (checked.size) await this.ops.result(ctx, req.domain, Object.fromEntries([...checked].map((r) => [r, NOT_FOUND])));
    return { registrar: null, accountId: null, status: NOT_FOUND };
  }
}
