// State of the BILLmanager simulator (DiorHost's panel, providers/diorhost-billing.md): customers by
// login, each with a balance, VPS services and support tickets. Expiry dates are kept as days from
// "now" and turned into dates when asked, so seeded "expires in 3 days" never rots.

export interface SimVds {
  id: string;
  domain: string;
  ip: string;
  pricelist: string;
  /** Text with currency, as the panel shows it. */
  cost: string;
  /** Days from today (UTC) to expiry; negative = already expired; null = no date. */
  expiresInDays: number | null;
  /** BILLmanager item_status: 1 ordered, 2 active, 3 suspended, 4 deleted, 5 processing. */
  itemStatus: number;
}

export interface SimTicket {
  id: string;
  name: string;
  /** Days before today the ticket was opened. */
  ageDays: number;
  /** 0 new, 1 under review, 2 awaiting customer, 3 closed, 10 archived. */
  tstatus: number;
  unread: boolean;
}

export interface SimCustomer {
  login: string;
  password: string;
  balance: string;
  currency: string;
  /** Some installations refuse func=subaccount to customers (an `access` error). */
  subaccountDenied: boolean;
  vds: SimVds[];
  tickets: SimTicket[];
}

export interface BillmanagerRequest {
  method: string;
  func: string;
  login: string | null;
  /** True when the password arrived in the query string rather than a form body. */
  passwordInUrl: boolean;
}

/** ok: JSON answers; waf: an anti-bot HTML page instead of JSON (the panel behind a WAF). */
export type BillmanagerMode = 'ok' | 'waf';

export class BillmanagerSimState {
  readonly customers = new Map<string, SimCustomer>();
  readonly sessions = new Map<string, string>();
  readonly requests: BillmanagerRequest[] = [];
  mode: BillmanagerMode = 'ok';

  customer(input: Partial<SimCustomer> & Pick<SimCustomer, 'login' | 'password'>): SimCustomer {
    const c: SimCustomer = {
      balance: '0.00',
      currency: 'USD',
      subaccountDenied: false,
      vds: [],
      tickets: [],
      ...input,
    };
    this.customers.set(c.login.toLowerCase(), c);
    return c;
  }

  /** The customer whose login and password match, or null. */
  authenticate(login: string, password: string): SimCustomer | null {
    const c = this.customers.get(login.toLowerCase());
    return c && c.password === password ? c : null;
  }

  reset(): void {
    this.customers.clear();
    this.sessions.clear();
    this.requests.length = 0;
    this.mode = 'ok';
  }
}

/** YYYY-MM-DD of today (UTC) plus `days`. */
export function dateFromToday(days: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}
