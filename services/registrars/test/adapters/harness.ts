// Builds an adapter against a running simulator, the way the service does (gate, policy), minus Mongo.
import type { Registrar } from '@dop/contracts/registrars';
import {
  startDynadotSim,
  startGandiSim,
  startNamecheapSim,
  startNamesiloSim,
  startPorkbunSim,
  startSpaceshipSim,
  type RunningSim,
} from '@dop/provider-sims';
import { createAdapter, type RegistrarAdapter } from '../../src/adapters';
import { AccountGate, type GateRule } from '../../src/lib/account-gate';

export const FAST_POLICY = { timeoutMs: 3000, retries: 1, backoffMs: 20 };

export function adapterFor(
  registrar: Registrar,
  baseUrl: string,
  creds: Record<string, string>,
  opts: { rule?: GateRule; prices?: Record<string, number>; asyncWaitMs?: number } = {},
): RegistrarAdapter {
  return createAdapter(registrar, creds, {
    baseUrl,
    policy: FAST_POLICY,
    gate: new AccountGate(opts.rule ?? { concurrency: 4, minIntervalMs: 0 }),
    prices: opts.prices,
    asyncWaitMs: opts.asyncWaitMs ?? 2000,
  });
}

/** The same A-record scenario for every registrar: replace the apex, add www, drop an old name. */
export const SEED_RECORDS = [
  { name: '@', type: 'A', content: '192.0.2.1', ttl: 3600 },
  { name: 'old', type: 'A', content: '192.0.2.9', ttl: 3600 },
  { name: '@', type: 'TXT', content: 'v=spf1 -all', ttl: 3600 },
];

export const WANTED = [
  { name: '@', content: '203.0.113.10', ttl: 3600 },
  { name: 'www', content: '203.0.113.10', ttl: 3600 },
];

export function sortA(records: Array<{ name: string; content: string }>) {
  return records.map((r) => `${r.name} ${r.content}`).sort();
}

export const CONTACT_NAMECHEAP = {
  contactFirstName: 'John',
  contactLastName: 'Smith',
  contactAddress1: '123 Main St',
  contactCity: 'Los Angeles',
  contactStateProvince: 'CA',
  contactPostalCode: '90001',
  contactCountry: 'US',
  contactPhone: '+1.5555555555',
  contactEmail: 'john@example.com',
};

export type AnySim = RunningSim<object>;

/** Each registrar's simulator, for the tests that run one scenario against all six. */
export const SIM_STARTERS: Record<Registrar, () => Promise<AnySim>> = {
  namecheap: () => startNamecheapSim() as unknown as Promise<AnySim>,
  namesilo: () => startNamesiloSim() as unknown as Promise<AnySim>,
  dynadot: () => startDynadotSim() as unknown as Promise<AnySim>,
  gandi: () => startGandiSim() as unknown as Promise<AnySim>,
  porkbun: () => startPorkbunSim() as unknown as Promise<AnySim>,
  spaceship: () => startSpaceshipSim() as unknown as Promise<AnySim>,
};

/** A simulator's credentials as the adapter takes them (Namecheap's client IP is its first whitelisted one). */
export function simCredentials(registrar: Registrar, sim: AnySim): Record<string, string> {
  const c = sim.credentials as Record<string, unknown>;
  if (registrar === 'namecheap') {
    return { apiUser: String(c.apiUser), apiKey: String(c.apiKey), username: String(c.username), clientIp: (c.whitelist as string[])[0] };
  }
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v)]));
}
