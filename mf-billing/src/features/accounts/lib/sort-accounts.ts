// Spec 2 §4.2: billing accounts are sorted by domain count ascending. An account whose count is not
// known (yet, or the registrar failed) goes after the counted ones; ties keep registrar order, then id.
import type { Registrar } from './registrars';
import { REGISTRARS } from './registrars';

export interface BillingAccount {
  registrar: Registrar;
  id: number;
  name: string | null;
  domainCount: number | null;
}

export function sortByDomainCount(accounts: BillingAccount[]): BillingAccount[] {
  const rank = (a: BillingAccount) => (a.domainCount === null ? Number.POSITIVE_INFINITY : a.domainCount);
  return [...accounts].sort(
    (a, b) => rank(a) - rank(b) || REGISTRARS.indexOf(a.registrar) - REGISTRARS.indexOf(b.registrar) || a.id - b.id,
  );
}

/** 'name (id{id})', or '<Registrar> Account #{id}' without a name (spec 1 §2). */
export function accountTitle(a: Pick<BillingAccount, 'id' | 'name'>, registrarLabel: string): string {
  return a.name ? `${a.name} (id${a.id})` : `${registrarLabel} Account #${a.id}`;
}
