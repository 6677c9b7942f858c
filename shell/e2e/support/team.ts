// The team model (issue 25) as the e2e suite meets it: the owner the global setup registered first
// (OWNER_EMAIL), approving test accounts through the team API, and step-ups. Everything goes through
// the product's real API; the owner's session is one per worker, signed in on first use.
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';

export type Role = 'viewer' | 'operator' | 'admin' | 'owner';

export interface OwnerCredentials {
  username: string;
  email: string;
  password: string;
}

/** Set by global-setup.ts after it registered and verified the owner (workers inherit its env). */
export function ownerCredentials(): OwnerCredentials {
  const { E2E_OWNER_USERNAME: username, E2E_OWNER_EMAIL: email, E2E_OWNER_PASSWORD: password } = process.env;
  if (!username || !email || !password) throw new Error('E2E_OWNER_* is not set: the global setup registers the owner first');
  return { username, email, password };
}

/** A cookie-authenticated write must name the site (the gateway's CSRF check). */
export function originHeader(): Record<string, string> {
  return { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin };
}

async function describe(res: APIResponse): Promise<string> {
  return `${res.url()} → ${res.status()} ${await res.text().catch(() => '')}`;
}

/** POST /api/auth/step-up with the account's own password: the session is stepped up for 15 minutes. */
export async function stepUp(request: APIRequestContext, password: string): Promise<void> {
  const res = await request.post('/api/auth/step-up', { data: { password }, headers: originHeader() });
  expect(res.status(), await describe(res)).toBe(200);
}

let owner: APIRequestContext | undefined;

/** The owner's signed-in API session of this worker (signs in again when the session is gone). */
export async function ownerRequest(): Promise<APIRequestContext> {
  if (owner) {
    const me = await owner.get('/api/auth/me');
    if (me.ok()) return owner;
    await owner.dispose();
    owner = undefined;
  }
  const creds = ownerCredentials();
  const ctx = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await ctx.post('/api/auth/login', { data: { email: creds.email, password: creds.password }, headers: originHeader() });
  expect(res.status(), await describe(res)).toBe(200);
  owner = ctx;
  return ctx;
}

/**
 * Runs an owner call; a 403 step_up_required (the 15 minutes ran out, or never started) gets one
 * step-up with the owner's password and the call again, as the UI's gate does.
 */
async function asOwner(call: (ctx: APIRequestContext) => Promise<APIResponse>): Promise<APIResponse> {
  const ctx = await ownerRequest();
  const first = await call(ctx);
  if (first.status() !== 403 || !(await first.text()).includes('step_up_required')) return first;
  await stepUp(ctx, ownerCredentials().password);
  return call(ctx);
}

export interface Member {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: 'pending' | 'active' | 'disabled';
}

export async function memberByEmail(email: string): Promise<Member> {
  const res = await asOwner((ctx) => ctx.get('/api/team/members'));
  expect(res.status(), await describe(res)).toBe(200);
  const members = (await res.json()) as Member[];
  const member = members.find((m) => m.email === email.toLowerCase());
  if (!member) throw new Error(`no team member ${email} among ${members.length}`);
  return member;
}

/** The owner makes the member active with this role (PATCH /api/team/members/:id, stepped up). */
export async function approveMember(email: string, role: Role): Promise<Member> {
  const { id } = await memberByEmail(email);
  const res = await asOwner((ctx) => ctx.patch(`/api/team/members/${id}`, { data: { status: 'active', role }, headers: originHeader() }));
  expect(res.status(), await describe(res)).toBe(200);
  return memberByEmail(email);
}

/** The owner invites an e-mail with a role; answers the invitation link `/auth?invite=<token>`. */
export async function inviteByApi(email: string, role: Role): Promise<string> {
  const res = await asOwner((ctx) => ctx.post('/api/team/invitations', { data: { email, role }, headers: originHeader() }));
  expect(res.status(), await describe(res)).toBeLessThan(300);
  return ((await res.json()) as { url: string }).url;
}
