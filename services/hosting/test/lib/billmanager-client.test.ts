import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBillmanagerSim, type RunningBillmanagerSim } from '@dop/provider-sims';
import { EgressPolicy, EgressRefusedError, guardedAgent, LOOPBACK_V4_SPELLINGS, parseAllowList, REFUSED_SPELLINGS } from '@dop/service-kit';
import { BillmanagerClient } from '../../src/lib/billmanager-client';
import { BillmanagerError } from '../../src/lib/billmanager-errors';

let sim: RunningBillmanagerSim;
// The simulator listens on 127.0.0.1: reached through EGRESS_ALLOW alone.
const dispatcher = guardedAgent(new EgressPolicy({ allow: parseAllowList('127.0.0.1') }));
const policy = { timeoutMs: 3000, maxResponseBytes: 1_000_000, dispatcher };
const client = (login: string, password: string) => new BillmanagerClient({ endpoint: new URL(sim.endpoint), login, password }, policy);

beforeAll(async () => {
  sim = await startBillmanagerSim();
});
afterAll(async () => {
  await dispatcher.close();
  await sim.stop();
});
beforeEach(() => sim.state.reset());

describe('BillmanagerClient against the simulator', () => {
  it('reads balance, servers and open tickets in one session, never putting the password in a URL', async () => {
    sim.state.customer({
      login: 'ops@example.com',
      password: 's3cret:pw',
      balance: '42.5',
      vds: [
        { id: '11', domain: 'vps-a', ip: '10.0.0.1', pricelist: 'VPS-1', cost: '5.00 USD', expiresInDays: 3, itemStatus: 2 },
        { id: '12', domain: 'vps-b', ip: '10.0.0.2', pricelist: 'VPS-2', cost: '9.00 USD', expiresInDays: null, itemStatus: 5 },
      ],
      tickets: [
        { id: '1', name: 'Server down', ageDays: 1, tstatus: 1, unread: true },
        { id: '2', name: 'Old question', ageDays: 9, tstatus: 3, unread: false },
      ],
    });
    const c = client('ops@example.com', 's3cret:pw');
    expect(await c.balance()).toBe('42.50 $');
    const servers = await c.servers();
    expect(servers).toEqual([
      { id: '11', name: 'vps-a', ip: '10.0.0.1', expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cost: '5.00 USD', status: 2 },
      { id: '12', name: 'vps-b', ip: '10.0.0.2', expire: null, cost: '9.00 USD', status: 1 },
    ]);
    expect(await c.tickets()).toEqual([{ id: '1', subject: 'Server down', date: expect.any(String), status: 'under review', isNew: true }]);
    expect(sim.state.requests.map((r) => r.func)).toEqual(['auth', 'subaccount', 'vds', 'clientticket']);
    expect(sim.state.requests.every((r) => r.method === 'POST' && !r.passwordInUrl)).toBe(true);
  });

  it('normalizes a single row given as an object and no rows at all', async () => {
    sim.state.customer({
      login: 'one',
      password: 'pw',
      vds: [{ id: '1', domain: 'solo', ip: '1.1.1.1', pricelist: 'p', cost: '1', expiresInDays: 10, itemStatus: 3 }],
    });
    const c = client('one', 'pw');
    expect((await c.servers()).map((s) => [s.name, s.status])).toEqual([['solo', 3]]);
    expect(await c.tickets()).toEqual([]);
  });

  it('reports a wrong password as an auth error', async () => {
    sim.state.customer({ login: 'ops', password: 'right' });
    await expect(client('ops', 'wrong').balance()).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringContaining('wrong login or password'),
    });
  });

  it('treats a refused subaccount as "balance not available"', async () => {
    sim.state.customer({ login: 'ops', password: 'pw', subaccountDenied: true });
    expect(await client('ops', 'pw').balance()).toBeNull();
  });

  it('reports an HTML page (anti-bot layer) instead of JSON as a transport error', async () => {
    sim.state.customer({ login: 'ops', password: 'pw' });
    sim.state.mode = 'waf';
    const err = await client('ops', 'pw')
      .servers()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BillmanagerError);
    expect(err).toMatchObject({ kind: 'transport', message: expect.stringContaining('HTML page') });
  });

  it('reports an unreachable panel as a transport error', async () => {
    const gone = new BillmanagerClient({ endpoint: new URL('http://127.0.0.1:1/billmgr'), login: 'a', password: 'b' }, policy);
    await expect(gone.servers()).rejects.toMatchObject({ kind: 'transport', message: expect.stringContaining('unreachable') });
  });

  it('refuses an answer above the size cap', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      id: String(i),
      domain: `vps-${i}`,
      ip: '10.0.0.1',
      pricelist: 'p',
      cost: '1',
      expiresInDays: 9,
      itemStatus: 2,
    }));
    sim.state.customer({ login: 'big', password: 'pw', vds: many });
    const small = new BillmanagerClient(
      { endpoint: new URL(sim.endpoint), login: 'big', password: 'pw' },
      { ...policy, maxResponseBytes: 1024 },
    );
    await expect(small.servers()).rejects.toMatchObject({ kind: 'transport', message: 'answer larger than 1024 bytes' });
  });

  it('never follows a redirect, so the password cannot be bounced to another host', async () => {
    const hits: string[] = [];
    const target = await listen((req, res) => {
      hits.push(req.url ?? '');
      res.end('{}');
    });
    const redirector = await listen((_req, res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${port(target)}/steal` });
      res.end();
    });
    try {
      const c = new BillmanagerClient(
        { endpoint: new URL(`http://127.0.0.1:${port(redirector)}/billmgr`), login: 'a', password: 'b' },
        policy,
      );
      await expect(c.servers()).rejects.toMatchObject({ kind: 'transport', message: expect.stringContaining('redirect') });
      expect(hits).toEqual([]);
    } finally {
      await new Promise((r) => target.close(r));
      await new Promise((r) => redirector.close(r));
    }
  });
});

function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const port = (server: Server) => (server.address() as AddressInfo).port;

// Acceptance (issue 26): a DiorHost endpoint in every refused spelling (and a name resolving to a
// refused address) is refused before any byte leaves; with EGRESS_ALLOW naming the listener it is reached.
describe('BillmanagerClient through the egress guard', () => {
  const resolver = async (host: string) => {
    if (host === 'sneaky.test') return [{ address: '127.0.0.1', family: 4 as const }];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };

  it('refuses every refused spelling with 422 egress_refused, the listener seeing nothing', async () => {
    const refusing = guardedAgent(new EgressPolicy({ resolver }));
    const before = sim.state.requests.length;
    for (const spelling of [...REFUSED_SPELLINGS.map(([s]) => s), 'sneaky.test']) {
      const endpoint = new URL(`http://${spelling}:${new URL(sim.endpoint).port}/billmgr`);
      const err = await new BillmanagerClient({ endpoint, login: 'a', password: 'b' }, { ...policy, dispatcher: refusing })
        .servers()
        .catch((e: unknown) => e);
      expect([spelling, err instanceof EgressRefusedError && err.statusCode === 422 && /EGRESS_ALLOW$/.test(err.message)]).toEqual([
        spelling,
        true,
      ]);
    }
    expect(sim.state.requests.length).toBe(before);
    await refusing.close();
  });

  it('reaches the listener when EGRESS_ALLOW names it', async () => {
    const port = new URL(sim.endpoint).port;
    const allowing = guardedAgent(new EgressPolicy({ resolver, allow: parseAllowList(`127.0.0.1:${port}`) }));
    sim.state.customer({ login: 'reach@example.com', password: 'pw' });
    for (const spelling of [...LOOPBACK_V4_SPELLINGS, 'sneaky.test']) {
      const endpoint = new URL(`http://${spelling}:${port}${new URL(sim.endpoint).pathname}`);
      const c = new BillmanagerClient({ endpoint, login: 'reach@example.com', password: 'pw' }, { ...policy, dispatcher: allowing });
      expect(await c.servers()).toEqual([]);
    }
    await allowing.close();
  });
});
