import type { HeAccount } from '@dop/contracts/dns-providers';
import type { OperationResult } from '@dop/contracts/ops';
import { latestResults, userTag } from '../../../shared/dns-results';
import { displayLimit, isFull, sortAccounts, usageText } from '../lib/limits';

const account = (name: string, domainsUsed: number, domainsLimit = 50) => ({ id: name, name, domainsUsed, domainsLimit }) as HeAccount;

describe('HE limits', () => {
  it('shows a limit of 25 as 50, and accounts at 50 or more as full, sorted last', () => {
    expect([displayLimit(25), displayLimit(50), displayLimit(100)]).toEqual([50, 50, 100]);
    expect(usageText(account('a', 12, 25))).toBe('12/50');
    expect([isFull(account('a', 49)), isFull(account('b', 50)), isFull(account('c', 51))]).toEqual([false, true, true]);
    expect(sortAccounts([account('full', 50), account('a', 3), account('over', 60), account('b', 49)]).map((a) => a.name)).toEqual([
      'a',
      'b',
      'full',
      'over',
    ]);
  });
});

describe('DNS Update Results', () => {
  const result = (domain: string, minute: number, userId: string | null = null) =>
    ({ id: `${domain}-${minute}`, domain, timestamp: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), userId }) as OperationResult;

  it('keeps the latest 20, newest first, one per domain and timestamp', () => {
    const rows = [...Array.from({ length: 25 }, (_, i) => result(`d${i}.com`, i)), result('d24.com', 24)];
    const shown = latestResults(rows);
    expect(shown).toHaveLength(20);
    expect(shown[0].domain).toBe('d24.com');
    expect(shown[1].domain).toBe('d23.com');
    expect(shown.filter((r) => r.domain === 'd24.com')).toHaveLength(1);
  });

  it('tags a result with the display name, else the username', () => {
    const users = [
      { id: 'u1', username: 'alice', displayName: 'Alice A' },
      { id: 'u2', username: 'bob', displayName: null },
    ];
    expect([userTag('u1', users), userTag('u2', users), userTag('u3', users), userTag(null, users)]).toEqual([
      'Alice A',
      'bob',
      null,
      null,
    ]);
  });
});
