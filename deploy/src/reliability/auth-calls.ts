// Sign-in calls through the gateway as a browser or a script makes them, answers kept whole (status
// and parsed body) so a suite can compare two answers exactly: register, sign-in (from a given source
// address through X-Forwarded-For), and a call with a personal API token.

export interface AuthAnswer {
  status: number;
  body: any;
  /** `sid=…` when the answer set a session cookie. */
  cookie: string | null;
}

async function answer(res: Response): Promise<AuthAnswer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, body, cookie: /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? null };
}

export async function postPublic(gatewayUrl: string, p: string, body: unknown, headers: Record<string, string> = {}): Promise<AuthAnswer> {
  return answer(
    await fetch(`${gatewayUrl}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gatewayUrl, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export const register = (gatewayUrl: string, account: { username: string; email: string; password: string }) =>
  postPublic(gatewayUrl, '/api/auth/register', account);

/** POST /api/auth/login, from `sourceIp` when given (the gateway appends its peer to X-Forwarded-For). */
export const login = (gatewayUrl: string, email: string, password: string, sourceIp?: string) =>
  postPublic(gatewayUrl, '/api/auth/login', { email, password }, sourceIp ? { 'x-forwarded-for': sourceIp } : {});

/** A call with `Authorization: Bearer <token>`, as automation makes it. */
export async function withToken(gatewayUrl: string, secret: string, method: string, p: string): Promise<AuthAnswer> {
  return answer(await fetch(`${gatewayUrl}${p}`, { method, headers: { authorization: `Bearer ${secret}` } }));
}
