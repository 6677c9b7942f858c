// Sync (balance and servers), Sync All Balances and tickets of DiorHost accounts through their
// BILLmanager panels. A failed sync is recorded on the account (lastError) and answered as 422/502.
import type { Actor } from '@dop/contracts/common';
import type { Server, SyncAllResponse, TicketsResponse } from '@dop/contracts/hosting';
import pLimit from 'p-limit';
import type { HostingOpsLog } from '../events/ops-log';
import type { AccountDoc } from '../models/account';
import type { AccountStore } from './account-store';
import { BillmanagerClient, type CallPolicy } from './billmanager-client';
import { failureText, providerFailure } from './provider-failure';

/**
 * Panels asked at once by Sync All and the check: one slow or unreachable panel (up to
 * HOSTING_TIMEOUT_MS) must not hold the whole run past the gateway's timeout, and many at once would
 * look like a flood to the provider. Results keep the input order (p-limit under Promise.all).
 */
export const ACCOUNTS_AT_ONCE = 4;

export class HostingSync {
  constructor(
    readonly store: AccountStore,
    private readonly policy: CallPolicy,
    private readonly opsLog: HostingOpsLog,
  ) {}

  client(doc: AccountDoc): BillmanagerClient {
    return new BillmanagerClient(this.store.credentials(doc), this.policy);
  }

  /** Reads balance and servers and stores them; throws the API error on failure (after recording it). */
  async sync(doc: AccountDoc, actor: Actor): Promise<{ doc: AccountDoc; servers: Server[] }> {
    try {
      const client = this.client(doc);
      const balance = await client.balance();
      const servers = await client.servers();
      await this.store.recordSync(doc._id, { balance, servers, error: null });
      await this.opsLog.line(
        actor,
        'success',
        `DiorHost ${doc.name}: synced, balance ${balance ?? 'not available'}, ${servers.length} server(s)`,
      );
      return { doc: await this.store.find(String(doc._id)), servers };
    } catch (err) {
      const failure = providerFailure(doc.name, err);
      await this.store.recordSync(doc._id, { error: failureText(failure) });
      await this.opsLog.line(actor, 'error', `DiorHost ${doc.name}: sync failed: ${failureText(failure)}`);
      throw failure;
    }
  }

  /** Every active account, a few panels at a time. */
  async syncAll(actor: Actor): Promise<SyncAllResponse> {
    const active = (await this.store.list()).filter((d) => d.isActive);
    const limit = pLimit(ACCOUNTS_AT_ONCE);
    const results = await Promise.all(
      active.map((doc) =>
        limit(async (): Promise<SyncAllResponse['results'][number]> => {
          try {
            const { doc: fresh } = await this.sync(doc, actor);
            return { id: String(doc._id), name: doc.name, success: true, balance: fresh.balance, error: null };
          } catch (err) {
            return { id: String(doc._id), name: doc.name, success: false, balance: doc.balance, error: failureText(err) };
          }
        }),
      ),
    );
    const synced = results.filter((r) => r.success).length;
    return { results, synced, failed: results.length - synced };
  }

  /** Open tickets, asked live (they change between syncs). */
  async tickets(doc: AccountDoc): Promise<TicketsResponse> {
    try {
      const tickets = await this.client(doc).tickets();
      return { tickets, summary: { total: tickets.length, new: tickets.filter((t) => t.isNew).length } };
    } catch (err) {
      throw providerFailure(doc.name, err);
    }
  }
}
