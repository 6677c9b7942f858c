// Due times: uniform between minDelay and maxDelay "minutes" of BILLING_DELAY_UNIT_MS; none for quick purchases.
import { dueTimes, purchaseDelayMs } from '../../src/lib/delay';

const plan = { quickPurchase: false, minDelay: 1, maxDelay: 120 };

test('the delay spans minDelay to maxDelay minutes of the configured unit', () => {
  expect(purchaseDelayMs(plan, 60_000, () => 0)).toBe(60_000);
  expect(purchaseDelayMs(plan, 60_000, () => 1)).toBe(120 * 60_000);
  expect(purchaseDelayMs(plan, 60_000, () => 0.5)).toBe(60.5 * 60_000);
  expect(purchaseDelayMs({ ...plan, minDelay: 3, maxDelay: 3 }, 10, () => 0.9)).toBe(30);
});

test('a quick purchase is due at once', () => {
  expect(purchaseDelayMs({ ...plan, quickPurchase: true }, 60_000, () => 0.7)).toBe(0);
});

test('each domain gets its own due time after now', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const draws = [0, 0.25, 1];
  const due = dueTimes({ quickPurchase: false, minDelay: 1, maxDelay: 5 }, 3, 1000, now, () => draws.shift() as number);
  expect(due.map((d) => d.getTime() - now.getTime())).toEqual([1000, 2000, 5000]);
});
