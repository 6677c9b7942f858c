// A real user signed up through the gateway the way the shell does it: register, read the code from
// identity's mail outbox (DATA_DIR/outbox, used when no SMTP_URL is set), verify, keep the sid cookie.
//
// Under the team model (issue 25, SIGNUP_MODE=approval) only the first verified account of a
// deployment is its owner; later ones wait, pending. So the first signUp of a stack (one DATA_DIR) is
// the owner, and each later one is approved by that owner through the real API (the owner steps up,
// then PATCH /api/team/members/:id) as an active admin unless told otherwise. Active members are then
// stepped up themselves, so suites that delete provider accounts or purchase keep working as before.
import type { MemberStatus, Role } from '@dop/contracts/access';
import { waitFor } from '@dop/service-testing';
import { codeFromOutbox } from './outbox';
import { changeMember, stepUp } from './team-calls';

export interface SignedUpUser {
  id: string;
  username: string;
  email: string;
  password: string;
  /** `sid=…`, ready for a Cookie header. */
  cookie: string;
  role: Role;
  status: MemberStatus;
}

export interface SignUpOptions {
  /** The role the owner approves a later member with (default admin); `pending` leaves them waiting. */
  role?: Role | 'pending';
  /** Step an active member up after sign-up (default true). */
  stepUp?: boolean;
}

/** The owner of each stack, by its DATA_DIR: the first account signed up there. */
const owners = new Map<string, SignedUpUser>();

export function ownerOf(dataDir: string): SignedUpUser | undefined {
  return owners.get(dataDir);
}

/** Register and verify only: the account as identity made it (the owner, or pending). */
export async function registerAndVerify(gatewayUrl: string, dataDir: string, tag: string): Promise<SignedUpUser> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const account = { username: `${tag}${suffix}`, email: `${tag}${suffix}@example.test`, password: `Pw-${tag}-${suffix}-long!` };
  const post = (p: string, body: unknown) =>
    fetch(`${gatewayUrl}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gatewayUrl },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/auth/register', account);
  if (reg.status !== 201) throw new Error(`register ${tag}: ${reg.status} ${await reg.text()}`);
  const code = await waitFor(() => codeFromOutbox(dataDir, account.email), {
    what: `verification mail to ${account.email}`,
    // Identity hashes the password before it mails the code: seconds on a loaded 2-core machine.
    timeoutMs: 60_000,
  });
  const ver = await post('/api/auth/verify-email', { email: account.email, code });
  if (ver.status !== 200) throw new Error(`verify ${tag}: ${ver.status} ${await ver.text()}`);
  const sid = /sid=[^;]+/.exec(ver.headers.get('set-cookie') ?? '')?.[0];
  if (!sid) throw new Error(`verify ${tag}: no sid cookie`);
  const { user } = (await ver.json()) as { user: { id: string; role: Role; status: MemberStatus } };
  return { ...account, id: user.id, cookie: sid, role: user.role, status: user.status };
}

/** Whether the gateway lets the member read (an active member's GET /api/users), cached identity included. */
async function readsAsActive(gatewayUrl: string, user: SignedUpUser): Promise<boolean> {
  return (await fetch(`${gatewayUrl}/api/users`, { headers: { cookie: user.cookie } })).status === 200;
}

export async function signUp(gatewayUrl: string, dataDir: string, tag: string, opts: SignUpOptions = {}): Promise<SignedUpUser> {
  const user = await registerAndVerify(gatewayUrl, dataDir, tag);
  if (user.role === 'owner' && user.status === 'active' && !owners.has(dataDir)) owners.set(dataDir, user);
  const role = opts.role ?? 'admin';
  if (user.status === 'pending' && role !== 'pending') {
    const owner = owners.get(dataDir);
    if (!owner) throw new Error(`sign-up of ${tag}: pending, and no owner was signed up on this stack first to approve it`);
    await changeMember(gatewayUrl, owner, user.id, { status: 'active', role });
    Object.assign(user, { status: 'active', role });
    await waitFor(() => readsAsActive(gatewayUrl, user), { what: `${tag} approved at the gateway`, timeoutMs: 15_000 });
  }
  if (user.status === 'active' && opts.stepUp !== false) await stepUp(gatewayUrl, user);
  return user;
}
