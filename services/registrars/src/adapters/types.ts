// The one interface every registrar adapter implements (issue 5). Record names are relative:
// '@' for the apex, 'www' for www.<domain>.
import type { Registrar } from '@dop/contracts/registrars';
import type { Dispatcher } from 'undici';
import type { Gate } from '../lib/account-gate';
import type { HttpPolicy } from '../lib/http-client';
import type { InventoryPage } from './inventory/paging';

export interface ARecord {
  name: string;
  content: string;
  ttl: number;
}

export interface Quote {
  domain: string;
  available: boolean;
  price: number | null;
  currency: string;
}

export interface RegisterOutcome {
  /** 'Pending' when the registrar accepted the order but finishes it later (Spaceship, Gandi). */
  status: 'Success' | 'Pending';
  orderId: string | null;
  charged: number | null;
  message: string;
}

export interface Balance {
  balance: number;
  currency: string;
}

export interface RegistrarAdapter {
  readonly registrar: Registrar;
  getARecords(domain: string): Promise<ARecord[]>;
  /**
   * The domain's A records become exactly `records`; other record types are kept. Returns the A records
   * it replaced, read as part of the change (a change set's old values need no second call).
   */
  setARecords(domain: string, records: ARecord[]): Promise<ARecord[]>;
  setNameservers(domain: string, nameservers: string[]): Promise<void>;
  /** The name servers the registrar holds for the domain (a change set's old values, issue 30). */
  getNameservers(domain: string): Promise<string[]>;
  getBalance(): Promise<Balance>;
  countDomains(): Promise<number>;
  listDomains(): Promise<string[]>;
  /** One page of the account's domains with expiry, auto-renew, lock and name servers (inventory.ts). */
  inventoryPage(cursor: string | null): Promise<InventoryPage>;
  checkPrice(domain: string): Promise<Quote>;
  register(domain: string, years: number): Promise<RegisterOutcome>;
}

/** Decrypted account fields (secrets in clear, in memory only for the call). */
export type Credentials = Partial<Record<string, string | null>>;

export interface AdapterDeps {
  baseUrl: string;
  policy: HttpPolicy;
  /** The account's proxy agent, when it has a proxy. */
  dispatcher?: Dispatcher;
  /** The account's rate-limit gate, for calls of one priority. */
  gate: Gate;
  /** Porkbun: its own gate for availability checks, which the registrar limits separately (about 1 per 10 s). */
  checkGate?: Gate;
  /** Configured register prices per TLD for registrars whose API has none (Spaceship). */
  prices?: Record<string, number>;
  /** How long to wait for an asynchronous registration before answering Pending. */
  asyncWaitMs?: number;
  /** Most domains per inventory page where each needs calls of its own (INVENTORY_CHUNK). */
  inventoryChunk?: number;
}
