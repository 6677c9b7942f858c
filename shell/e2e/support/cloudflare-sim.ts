// The Cloudflare simulator the global setup starts, seen from a test: users (accounts) to log in
// with, its zones, and the switches that make it fail or answer 429.
import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect } from './fixtures';

export function cfSimUrl(): string {
  const url = process.env.E2E_CLOUDFLARE_SIM_URL;
  if (!url) throw new Error('E2E_CLOUDFLARE_SIM_URL is not set: shell/e2e/sims/cloudflare.ts must be started by the global setup');
  return url;
}

export interface CfUser {
  email: string;
  apiKey: string;
  token: string;
  accountId: string;
  nameServers: string[];
}

export interface CfZone {
  name: string;
  accountId: string;
  account: string | null;
  ssl: string;
  purges: number;
  records: Array<{ type: string; name: string; content: string }>;
}

/** `n` fresh Cloudflare users (each its own account and name server pair). */
export async function cfUsers(request: APIRequestContext, n: number): Promise<CfUser[]> {
  const tag = randomBytes(3).toString('hex');
  const users = Array.from({ length: n }, (_, i) => ({ email: `cf${tag}-${i + 1}@e2e.test` }));
  const res = await request.post(`${cfSimUrl()}/__sim/cloudflare/seed`, { data: { users } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { users: CfUser[] }).users;
}

export async function cfZones(request: APIRequestContext, names: string[]): Promise<CfZone[]> {
  const state = (await (await request.get(`${cfSimUrl()}/__sim/cloudflare/state`)).json()) as { zones: CfZone[] };
  return state.zones.filter((z) => names.includes(z.name));
}

export async function cfCalls(request: APIRequestContext): Promise<Array<{ op: string; status?: number }>> {
  return ((await (await request.get(`${cfSimUrl()}/__sim/cloudflare/state`)).json()) as { calls: Array<{ op: string; status?: number }> })
    .calls;
}

/** The next `times` calls answer 429 with Retry-After 0: the service's SDK retries at once. */
export async function cfRateLimit(request: APIRequestContext, times: number): Promise<void> {
  expect((await request.post(`${cfSimUrl()}/__sim/cloudflare/rate-limit`, { data: { times, retryAfterS: 0 } })).ok()).toBe(true);
}

export async function cfFail(request: APIRequestContext, f: { op: string; code: number; message: string; status?: number }): Promise<void> {
  expect((await request.post(`${cfSimUrl()}/__sim/cloudflare/fail`, { data: { status: 400, ...f } })).ok()).toBe(true);
}

/** The registrar simulator's name servers of a domain. */
export async function namesiloNameservers(request: APIRequestContext, domain: string): Promise<string[]> {
  const url = new URL(process.env.E2E_NAMESILO_SIM_URL ?? '').origin;
  const state = (await (await request.get(`${url}/__sim/namesilo/state`)).json()) as {
    domains: Array<{ name: string; nameservers: string[] }>;
  };
  return state.domains.find((d) => d.name === domain)?.nameservers ?? [];
}
