import type { Server } from '@dop/contracts/hosting';
import { syncEvents } from '../../src/lib/hosting-events';

const NOW = new Date('2026-11-27T10:00:00Z');
const server = (id: string, expire: string | null): Server => ({
  id,
  name: `vps-${id}`,
  ip: '192.0.2.1',
  expire,
  cost: '5 USD',
  status: 2,
});
const parsed = (events: ReturnType<typeof syncEvents>) => events.map((e) => ({ subject: e.subject, ...JSON.parse(e.json) }));

describe('syncEvents', () => {
  it('announces the sync with its counts, and each server newly within 7 days or overdue', () => {
    const events = parsed(syncEvents('acc', [], [server('1', '2027-01-30'), server('2', '2026-11-30'), server('3', '2026-11-20')], NOW));
    expect(events[0]).toMatchObject({ subject: 'hosting.account.synced', accountId: 'acc', servers: 3, expiring: 2 });
    expect(events.slice(1).map((e) => [e.subject, e.serverId, e.daysLeft, e.expiresAt])).toEqual([
      ['hosting.server.expiring', '2', 3, '2026-11-30T00:00:00.000Z'],
      ['hosting.server.expiring', '3', -7, '2026-11-20T00:00:00.000Z'],
    ]);
  });

  it('does not announce a server already within the window at the last sync, unless its date changed', () => {
    const before = [server('2', '2026-11-30'), server('4', '2026-12-01')];
    const after = [server('2', '2026-11-30'), server('4', '2026-12-02'), server('5', null)];
    const events = parsed(syncEvents('acc', before, after, NOW));
    expect(events.map((e) => e.serverId ?? e.subject)).toEqual(['hosting.account.synced', '4']);
  });
});
