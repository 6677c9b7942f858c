// The check of servers and tickets across active accounts (spec 2 §2.11, §4.2): each account's
// servers and open tickets are asked live; an account needs attention for new tickets, an inactive
// server, or one expiring within 7 days (or overdue). The fresh servers are stored as a sync would.
import type { Actor } from '@dop/contracts/common';
import { accountReason, daysUntil, serverAttention, type CheckResponse } from '@dop/contracts/hosting';
import pLimit from 'p-limit';
import type { HostingOpsLog } from '../events/ops-log';
import { ACCOUNTS_AT_ONCE, type HostingSync } from './hosting-sync';
import { failureText, providerFailure } from './provider-failure';

export async function checkServersAndTickets(
  sync: HostingSync,
  opsLog: HostingOpsLog,
  actor: Actor,
  now = new Date(),
): Promise<CheckResponse> {
  const active = (await sync.store.list()).filter((d) => d.isActive);
  const limit = pLimit(ACCOUNTS_AT_ONCE);
  const outcomes = await Promise.all(
    active.map((doc) =>
      limit(async () => {
        try {
          const client = sync.client(doc);
          const servers = await client.servers();
          const tickets = await client.tickets();
          await sync.store.recordSync(doc._id, { servers, error: null });
          const flagged = servers.flatMap((s) => {
            const attention = serverAttention(s, now);
            return attention ? [{ ...s, attention, daysLeft: daysUntil(s.expire, now) }] : [];
          });
          const newTickets = tickets.filter((t) => t.isNew).length;
          const reason = accountReason(newTickets, flagged);
          return { account: reason ? { id: String(doc._id), name: doc.name, reason, newTickets, servers: flagged } : null };
        } catch (err) {
          const text = failureText(providerFailure(doc.name, err));
          await sync.store.recordSync(doc._id, { error: text });
          return { error: { id: String(doc._id), name: doc.name, error: text } };
        }
      }),
    ),
  );
  const answer: CheckResponse = {
    checkedAt: now.toISOString(),
    checked: active.length,
    accounts: outcomes.flatMap((o) => (o.account ? [o.account] : [])),
    errors: outcomes.flatMap((o) => (o.error ? [o.error] : [])),
  };
  const summary = answer.accounts.map((a) => `${a.name}: ${a.reason}`).join('; ');
  await opsLog.line(
    actor,
    answer.errors.length ? 'warning' : 'info',
    `DiorHost check of ${answer.checked} account(s): ${summary || 'nothing needs attention'}${answer.errors.length ? `; ${answer.errors.length} could not be checked` : ''}`,
  );
  return answer;
}
