// Team calls through the gateway as the shell makes them (session cookie, this site's Origin): a
// member's step-up with their password, and an admin changing another member's role or status, which
// needs the admin's own fresh step-up first (issue 25).
import type { MemberStatus, Role } from '@dop/contracts/access';

export interface SessionUser {
  id: string;
  password: string;
  /** `sid=…`, ready for a Cookie header. */
  cookie: string;
}

async function send(gatewayUrl: string, user: SessionUser, method: string, p: string, body: unknown): Promise<Response> {
  return fetch(`${gatewayUrl}${p}`, {
    method,
    headers: { 'content-type': 'application/json', origin: gatewayUrl, cookie: user.cookie },
    body: JSON.stringify(body),
  });
}

/** POST /api/auth/step-up with the user's password: their session is stepped up for 15 minutes. */
export async function stepUp(gatewayUrl: string, user: SessionUser): Promise<void> {
  const res = await send(gatewayUrl, user, 'POST', '/api/auth/step-up', { password: user.password });
  const text = await res.text();
  if (res.status !== 200 || !(JSON.parse(text) as { unlockedUntil?: string }).unlockedUntil) {
    throw new Error(`step-up of ${user.id}: ${res.status} ${text.slice(0, 300)}`);
  }
}

/** The admin steps up, then PATCH /api/team/members/:id with the change. */
export async function changeMember(
  gatewayUrl: string,
  admin: SessionUser,
  memberId: string,
  change: { role?: Role; status?: Exclude<MemberStatus, 'pending'> },
): Promise<void> {
  await stepUp(gatewayUrl, admin);
  const res = await send(gatewayUrl, admin, 'PATCH', `/api/team/members/${memberId}`, change);
  if (res.status !== 200)
    throw new Error(`PATCH member ${memberId} ${JSON.stringify(change)}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}
