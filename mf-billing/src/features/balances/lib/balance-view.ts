// Spec 2 §4.2 / §9: what a balance widget shows, and the NameSilo stagger (balance calls 1 s apart).
import type { BalanceReply } from '@dop/contracts/registrars';
import type { BillingAccount } from '../../accounts/lib/sort-accounts';

export const BALANCE_ERROR_TITLE = 'Проверьте API';
/** Spec 2 §9: 1 s stagger on NameSilo balances. */
export const NAMESILO_STAGGER_MS = 1_000;
/** Spec 2 §7: balance calls are retried twice. */
export const BALANCE_RETRIES = 2;
/** Spec 2 §9: balance accounts 10 per page. */
export const BALANCES_PER_PAGE = 10;

/** Dollars when the currency is USD (the default), otherwise the amount with its currency code. */
export function formatBalance(reply: Pick<BalanceReply, 'balance' | 'currency'>): string {
  const amount = (reply.balance ?? 0).toFixed(2);
  const currency = reply.currency || 'USD';
  return currency === 'USD' ? `$${amount}` : `${amount} ${currency}`;
}

/** The n-th NameSilo account on the page waits n seconds before each call; others go at once. */
export function staggerDelays(accounts: Array<Pick<BillingAccount, 'registrar' | 'id'>>): Map<string, number> {
  const delays = new Map<string, number>();
  let n = 0;
  for (const a of accounts) delays.set(`${a.registrar}:${a.id}`, a.registrar === 'namesilo' ? NAMESILO_STAGGER_MS * n++ : 0);
  return delays;
}

/** Resolves after ms, or rejects when the query is cancelled meanwhile. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
