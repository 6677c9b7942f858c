// HE domain limits as the accounts card shows them (spec 2 §4.2, §9): used/limit with a limit of 25
// shown as 50; accounts at 50 or more are highlighted and sorted last.
import type { HeAccount } from '@dop/contracts/dns-providers';

export const FULL_AT = 50;

export const displayLimit = (limit: number) => (limit === 25 ? 50 : limit);

export const isFull = (a: Pick<HeAccount, 'domainsUsed'>) => a.domainsUsed >= FULL_AT;

export const usageText = (a: Pick<HeAccount, 'domainsUsed' | 'domainsLimit'>) => `${a.domainsUsed}/${displayLimit(a.domainsLimit)}`;

/** Full accounts last; otherwise the server's order (oldest first) is kept. */
export function sortAccounts(accounts: HeAccount[]): HeAccount[] {
  return [...accounts.filter((a) => !isFull(a)), ...accounts.filter(isFull)];
}
