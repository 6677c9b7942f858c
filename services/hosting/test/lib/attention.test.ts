import { accountReason, daysUntil, serverAttention } from '@dop/contracts/hosting';

const now = new Date('2026-03-10T23:30:00Z');

describe('server attention and account reason (spec 2 §4.2)', () => {
  it('counts whole UTC days to the expiry date', () => {
    expect(daysUntil('2026-03-17', now)).toBe(7);
    expect(daysUntil('2026-03-10', now)).toBe(0);
    expect(daysUntil('2026-03-09', now)).toBe(-1);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('soon', now)).toBeNull();
  });

  it('flags a server that is not active, expires within 7 days, or is overdue', () => {
    expect(serverAttention({ status: 2, expire: '2026-03-18' }, now)).toBeNull();
    expect(serverAttention({ status: 2, expire: '2026-03-17' }, now)).toBe('expiring');
    expect(serverAttention({ status: 2, expire: '2026-03-01' }, now)).toBe('overdue');
    expect(serverAttention({ status: 3, expire: '2026-03-01' }, now)).toBe('overdue');
    expect(serverAttention({ status: 0, expire: null }, now)).toBe('inactive');
    expect(serverAttention({ status: 2, expire: null }, now)).toBeNull();
  });

  it('names the reason: both, tickets, inactive or expiring', () => {
    expect(accountReason(1, [{ status: 2 }])).toBe('both');
    expect(accountReason(2, [])).toBe('tickets');
    expect(accountReason(0, [{ status: 2 }, { status: 3 }])).toBe('inactive');
    expect(accountReason(0, [{ status: 2 }])).toBe('expiring');
    expect(accountReason(0, [])).toBeNull();
  });
});
