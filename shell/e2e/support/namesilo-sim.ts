// The namesilo simulator the global setup starts, seen from a test: its stored A records, and a
// namesilo account in the product that points at it.
import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DEFAULT_NAMESILO_CREDENTIALS } from '@dop/provider-sims';
import { expect } from './fixtures';

export function simUrl(): string {
  const url = process.env.E2E_NAMESILO_SIM_URL;
  if (!url) throw new Error('E2E_NAMESILO_SIM_URL is not set: the global setup must start the registrar simulators');
  return new URL(url).origin;
}

interface SimState {
  domains: Array<{ name: string; records: Array<{ name: string; type: string; content: string; ttl: number }> }>;
}

/** The simulator's A records of a domain as sorted `name=content` strings. */
export async function simARecords(request: APIRequestContext, domain: string): Promise<string[]> {
  const state = (await (await request.get(`${simUrl()}/__sim/namesilo/state`)).json()) as SimState;
  const d = state.domains.find((x) => x.name === domain);
  return (d?.records ?? [])
    .filter((r) => r.type === 'A')
    .map((r) => `${r.name}=${r.content}`)
    .sort();
}

/** Puts domains into the simulated NameSilo account. */
export async function seedSimDomains(request: APIRequestContext, names: string[]): Promise<void> {
  const res = await request.post(`${simUrl()}/__sim/namesilo/seed`, { data: { domains: names.map((name) => ({ name })) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Creates a namesilo account of the signed-in user with the simulator's key; returns its id. */
export async function namesiloAccount(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/accounts/namesilo', {
    data: { name: `e2e silo ${randomBytes(2).toString('hex')}`, apiKey: DEFAULT_NAMESILO_CREDENTIALS.apiKey },
    // A cookie-authenticated write must name the site (CSRF check of the gateway).
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}
