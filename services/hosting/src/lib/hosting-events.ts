// The events a sync stages in the account's write: hosting.account.synced every time, and
// hosting.server.expiring for a server that has just come within the warning window (or past its
// date), so an hourly sync does not announce the same server again each hour.
import { daysUntil, EXPIRY_WARNING_DAYS, type Server } from '@dop/contracts/hosting';
import { stageEvent, type PendingEvent } from '@dop/service-kit';

const expiring = (s: Server, now: Date): boolean => {
  const days = daysUntil(s.expire, now);
  return days !== null && days <= EXPIRY_WARNING_DAYS;
};

export function syncEvents(accountId: string, before: Server[], after: Server[], now = new Date()): PendingEvent[] {
  const warned = new Set(before.filter((s) => expiring(s, now)).map((s) => `${s.id}:${s.expire}`));
  const soon = after.filter((s) => expiring(s, now));
  return [
    stageEvent('hosting.account.synced', { accountId, servers: after.length, expiring: soon.length }),
    ...soon
      .filter((s) => !warned.has(`${s.id}:${s.expire}`))
      .map((s) =>
        stageEvent('hosting.server.expiring', {
          accountId,
          serverId: s.id,
          name: s.name,
          expiresAt: new Date(`${s.expire!.slice(0, 10)}T00:00:00.000Z`).toISOString(),
          daysLeft: daysUntil(s.expire, now)!,
        }),
      ),
  ];
}
