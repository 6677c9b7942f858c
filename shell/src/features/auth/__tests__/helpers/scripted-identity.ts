// jsdom has no fetch. The sign-in tests install this one: it answers each identity path with the
// status and body the test scripts (the identity README's shapes) and records every request, so a
// test can check what the form sent. The real service is exercised by the e2e suite.

export interface Answer {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface ScriptedIdentity {
  /** Answers by path; a function is called per request; a promise lets a test hold the answer back. */
  routes: Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>;
  requests: RecordedRequest[];
  restore(): void;
}

export function installScriptedIdentity(routes: ScriptedIdentity['routes'] = {}): ScriptedIdentity {
  const previous = globalThis.fetch;
  const identity: ScriptedIdentity = { routes, requests: [], restore: () => void (globalThis.fetch = previous) };
  globalThis.fetch = (async (input: string, init?: { method?: string; body?: string }) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(init.body) as unknown) : undefined;
    identity.requests.push({ method: init?.method ?? 'GET', path, body });
    const route = identity.routes[path];
    const answer: Answer =
      route === undefined
        ? { status: 404, body: { error: { code: 'not_found', message: `No route ${path}` } } }
        : typeof route === 'function'
          ? await route(body)
          : route;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    };
  }) as unknown as typeof fetch;
  return identity;
}

export const USER = {
  id: '64b000000000000000000001',
  username: 'anna',
  email: 'anna@example.test',
  displayName: null,
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'operator' as const,
  status: 'active' as const,
  steppedUpUntil: null,
};

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: { code, message, details } };
}
