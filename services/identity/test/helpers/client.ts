// app.inject() as a browser would call through the gateway: JSON bodies, a cookie jar for `sid`,
// and the gateway's signed identity on protected routes.
import type { MemberStatus, Role } from '@dop/contracts/access';
import type { ServiceApp } from '@dop/service-kit';
import { signedHeaders } from '@dop/service-testing';

/** A caller as the gateway signs it: the member's id, role and status, and whether the session is stepped up. */
export interface SignedAs {
  id: string;
  role?: Role;
  status?: MemberStatus;
  steppedUp?: boolean;
}

export interface Reply {
  status: number;
  body: any;
  setCookie: string | undefined;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** Sign as this user id (an active, stepped-up owner unless told), as the gateway does for a resolved session. */
  as?: string | SignedAs;
  ip?: string;
}

export async function call(
  app: ServiceApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.as) {
    const as: SignedAs = typeof opts.as === 'string' ? { id: opts.as } : opts.as;
    const { id, ...rest } = as;
    Object.assign(headers, signedHeaders({ userId: id, userName: 'someone', ...rest }));
  }
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  // A string is sent as raw JSON text (broken JSON, odd encodings); anything else is serialised.
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  if (payload !== undefined && typeof body !== 'string') headers['content-type'] = 'application/json';
  const res = await app.inject({ method, url, headers, payload });
  const raw = res.headers['set-cookie'];
  const setCookie = Array.isArray(raw) ? raw[0] : raw;
  let parsed: unknown = null;
  try {
    parsed = res.body ? JSON.parse(res.body) : null;
  } catch {
    parsed = res.body;
  }
  return { status: res.statusCode, body: parsed, setCookie, headers: res.headers };
}

/** `sid=<value>` from a Set-Cookie header, ready for the Cookie header. */
export function sidFrom(setCookie: string | undefined): string {
  const m = /(?:^|;\s*)sid=([^;]*)/.exec(setCookie ?? '');
  if (!m || !m[1]) throw new Error(`no sid in Set-Cookie: ${setCookie}`);
  return `sid=${m[1]}`;
}
