// When each domain of a delayed purchase is due: a random delay between minDelay and maxDelay
// "minutes" (spec 2 §9: 1–120), a minute being BILLING_DELAY_UNIT_MS long.
export interface DelayPlan {
  quickPurchase: boolean;
  minDelay: number;
  maxDelay: number;
}

/** Milliseconds to wait; uniform over [minDelay, maxDelay] minutes, 0 for a quick purchase. */
export function purchaseDelayMs(plan: DelayPlan, unitMs: number, random: () => number = Math.random): number {
  if (plan.quickPurchase) return 0;
  const minutes = plan.minDelay + (plan.maxDelay - plan.minDelay) * random();
  return Math.round(minutes * unitMs);
}

export function dueTimes(plan: DelayPlan, count: number, unitMs: number, now: Date, random?: () => number): Date[] {
  return Array.from({ length: count }, () => new Date(now.getTime() + purchaseDelayMs(plan, unitMs, random)));
}
