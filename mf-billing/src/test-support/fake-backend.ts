// A fetch stand-in for component tests: routes "METHOD /path" to handlers and records every call,
// answering the way the gateway would (JSON bodies, real status codes).
export interface Call {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

export type Handler = (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export function installBackend(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = {
      method,
      path: url.pathname,
      url: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { error: { code: 'not_found', message: `no route ${method} ${url.pathname}` } } };
    const status = answer.status ?? 200;
    const text = JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: () => 'application/json' },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export const account = (id: number, name: string | null) => ({
  id,
  registrar: 'namesilo',
  name,
  proxy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
