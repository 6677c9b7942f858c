// jsdom tests of the Domains remote: global fetch replaced by a handler answering per method and
// path, with every request recorded. jsdom has no Response; the stand-in carries what the mf-kit api
// client reads.
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (req: SeenRequest) => FakeAnswer | undefined;

export interface FakeFetch {
  requests: SeenRequest[];
  restore: () => void;
}

const answer = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

/** An unhandled request answers 404 with our error body, as the gateway would. */
export function installFakeFetch(handler: FakeHandler): FakeFetch {
  const original = globalThis.fetch;
  const requests: SeenRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: String(input),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(req);
    const out = handler(req);
    if (!out) return answer(404, { error: { code: 'not_found', message: `No route ${req.method} ${req.path}` } });
    return answer(out.status ?? 200, out.body);
  }) as typeof fetch;
  return { requests, restore: () => (globalThis.fetch = original) };
}

/** The body of our error answers: `{ error: { code, message, details } }`. */
export const errorBody = (code: string, message: string, details?: unknown) => ({ error: { code, message, details } });
