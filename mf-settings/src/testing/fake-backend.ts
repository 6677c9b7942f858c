// An in-memory stand-in for the registrars and identity routes the Settings remote calls, installed
// as global fetch for jsdom tests. It applies the contract's own required-field rule and previews,
// so a form test sees what the real service would answer.
import { missingRequired, type Registrar } from '@dop/contracts/registrars';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Json = Record<string, unknown>;

export interface FakeBackend {
  requests: RecordedRequest[];
  accounts: Record<string, Json[]>;
  settings: Json;
  /** Paths (METHOD path) that answer 500 until removed. */
  failing: Set<string>;
  restore: () => void;
}

const SECRETS = ['apiKey', 'apiSecret', 'secretKey', 'apiToken'];

function preview(account: Json): Json {
  const out: Json = { ...account };
  for (const f of SECRETS) {
    if (typeof out[f] === 'string' && out[f]) out[f] = `${(out[f] as string).slice(0, f === 'apiToken' ? 8 : 10)}...`;
  }
  return out;
}

/** jsdom has no Response; this carries exactly what the mf-kit api client reads. */
const reply = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

export function installFakeBackend(seed: Partial<Pick<FakeBackend, 'accounts' | 'settings'>> = {}): FakeBackend {
  const original = globalThis.fetch;
  const backend: FakeBackend = {
    requests: [],
    accounts: seed.accounts ?? {},
    settings: seed.settings ?? { timezone: 'local', useStaticIp: false, staticIp: null, currentIp: '198.51.100.7' },
    failing: new Set(),
    restore: () => {
      globalThis.fetch = original;
    },
  };
  let nextId = 100;

  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? (JSON.parse(String(init.body)) as Json) : undefined;
    backend.requests.push({ method, path, body });
    if (backend.failing.has(`${method} ${path}`)) return reply(500, { error: { message: 'boom' } });

    if (path.startsWith('/api/settings')) {
      if (method !== 'GET') backend.settings = { ...backend.settings, ...body };
      return reply(200, backend.settings);
    }
    // Issue 25: the full secrets come only from reveal; GET by id answers previews like the list.
    const reveal = /^\/api\/accounts\/(\w+)\/(\d+)\/reveal$/.exec(path);
    if (reveal && method === 'POST') {
      const found = (backend.accounts[reveal[1]!] ?? []).find((a) => a.id === Number(reveal[2]));
      if (!found) return reply(404);
      const full: Json = { id: found.id, registrar: reveal[1], proxy: found.proxy ?? null };
      for (const f of SECRETS) full[f] = (found[f] as string | undefined) ?? null;
      return reply(200, full);
    }
    const m = /^\/api\/accounts\/(\w+)(?:\/(\d+))?$/.exec(path);
    if (!m) return reply(404);
    const registrar = m[1] as Registrar;
    const list = (backend.accounts[registrar] ??= []);
    const id = m[2] ? Number(m[2]) : null;
    if (id === null && method === 'GET') return reply(200, list.map(preview));
    if (id === null && method === 'POST') {
      if (missingRequired(registrar, body as Record<string, string>).length > 0) return reply(400);
      const account = { ...body, id: nextId++, registrar };
      list.push(account);
      return reply(201, preview(account));
    }
    const index = list.findIndex((a) => a.id === id);
    if (index < 0) return reply(404);
    if (method === 'GET') return reply(200, preview(list[index]!));
    if (method === 'PUT') {
      list[index] = { ...list[index], ...body };
      return reply(200, preview(list[index]!));
    }
    list.splice(index, 1);
    return reply(200, { success: true, id });
  }) as typeof fetch;
  return backend;
}
