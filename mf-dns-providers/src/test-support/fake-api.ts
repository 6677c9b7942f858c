// A fetch stand-in for component tests: routes "METHOD /path" to handlers and records every call, so
// tests answer like the services would and check what was sent.
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => unknown | { status: number; body: unknown };

export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://panel.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    let status = 200;
    let body: unknown = handler ? handler(call) : { error: { code: 'not_found', message: `no fake for ${call.method} ${call.path}` } };
    if (!handler) status = 404;
    if (body && typeof body === 'object' && 'status' in body && 'body' in body)
      ({ status, body } = body as { status: number; body: unknown });
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
  return { calls, sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
