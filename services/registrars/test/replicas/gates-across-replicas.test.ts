// Issue 27: the registrars' per-account rules hold whatever the number of replicas. Two replicas (two
// buildApp on one database) call NameSilo and Dynadot accounts at once; the simulators' own records of
// arrivals show NameSilo's calls at least 1 s apart and Dynadot's one at a time; interactive calls go
// before job calls on the same gate; a replica killed mid-call keeps the gate only until its lease ends.
import { startServiceProcess, waitFor, type ServiceProcess } from '@dop/service-testing';
import { headers } from '../service';
import { addAccount, gateDoc, startReplicas, stat, type Replicas } from './replicas';

const LEASE_MS = 1500;
const actor = { userId: 'u-ops', userName: 'Olga' };

let r: Replicas;
/** A third replica as its own process, started in the background while the first tests run. */
let dying: Promise<ServiceProcess>;
beforeAll(async () => {
  r = await startReplicas({ REGISTRAR_GATE_LEASE_MS: String(LEASE_MS) });
  const { config } = r.h.t;
  dying = startServiceProcess('registrars', {
    mongoUri: config.MONGODB_URI,
    natsUrl: config.NATS_URL,
    // The accounts' test proxy listens on 127.0.0.1: reached through EGRESS_ALLOW alone.
    extra: {
      SECRETS_KEY: config.SECRETS_KEY,
      REGISTRAR_RETRIES: '0',
      REGISTRAR_GATE_LEASE_MS: String(LEASE_MS),
      EGRESS_ALLOW: '127.0.0.1',
      ...r.h.sims.env,
    },
  });
  // Awaited by the test that kills it; a start failure is reported there, not as an unhandled rejection.
  dying.catch(() => undefined);
}, 60_000);
afterAll(async () => {
  await (await dying.catch(() => null))?.kill();
  await r?.stop();
});

describe('NameSilo across two replicas', () => {
  it('spaces the calls of one account at least 1 s apart at the simulator, whichever replica makes them', async () => {
    const sim = r.h.sims.namesilo;
    sim.state.addDomain({ name: 'spaced.com' });
    const id = await addAccount(r, 'namesilo');
    const [one, two] = r.apps;
    const answers = await Promise.all([
      stat(one, 'namesilo', id, 'balance'),
      stat(two, 'namesilo', id, 'balance'),
      stat(one, 'namesilo', id, 'domain-count'),
    ]);
    expect(answers).toEqual([
      { balance: 100, currency: 'USD', error: null },
      { balance: 100, currency: 'USD', error: null },
      { domainCount: 1, error: null },
    ]);
    const calls = [...sim.controls.calls].sort((a, b) => a.at - b.at);
    expect(calls).toHaveLength(3);
    for (let i = 1; i < calls.length; i += 1) {
      expect(calls[i].at - calls[i - 1].at).toBeGreaterThanOrEqual(1000);
      // Counted from the previous answer too, so latency cannot bunch arrivals together.
      expect(calls[i].at - calls[i - 1].endedAt!).toBeGreaterThanOrEqual(1000);
    }
  });
});

describe('Dynadot across two replicas', () => {
  beforeEach(() => r.h.sims.dynadot.controls.reset());

  it('sends one request at a time to an account, whichever replica makes it', async () => {
    const sim = r.h.sims.dynadot;
    sim.state.balance = 42;
    const id = await addAccount(r, 'dynadot');
    sim.controls.delayMs = 50;
    const [one, two] = r.apps;
    const answers = await Promise.all([one, two, one, two].map((app) => stat(app, 'dynadot', id, 'balance')));
    // The simulator refuses a second request in flight ("too many concurrent requests").
    expect(answers).toEqual(Array(4).fill({ balance: 42, currency: 'USD', error: null }));
    expect(sim.controls.calls).toHaveLength(4);
    expect(sim.controls.maxInFlight).toBe(1);
  });

  it('serves a person’s call on one replica before job calls queued earlier on the other', async () => {
    const sim = r.h.sims.dynadot;
    const id = await addAccount(r, 'dynadot');
    const key = `dynadot:${id}`;
    const queued = async () => Object.keys((await gateDoc(r, key))?.queue ?? {}).length;
    const [one, two] = r.apps;
    // A call in flight holds the account's gate until the test lets it go.
    let finish!: () => void;
    const holding = one.registrars.gates.run(
      key,
      { concurrency: 1, minIntervalMs: 0 },
      'background',
      () => new Promise<void>((res) => (finish = res)),
    );
    await waitFor(async () => Object.keys((await gateDoc(r, key))?.holders ?? {}).length === 1, { what: 'the gate to be held' });
    const jobChecks = ['first-job.com', 'second-job.com'].map((domain) =>
      one.registrars.accounts.checkPrices({
        domains: [domain],
        targets: [{ registrar: 'dynadot', accountId: id }],
        jobId: 'job-27',
        actor,
      }),
    );
    await waitFor(async () => (await queued()) === 2, { what: 'two job calls queued' });
    const person = stat(two, 'dynadot', id, 'balance');
    await waitFor(async () => (await queued()) === 3, { what: 'the person’s call queued' });
    finish();
    await holding;
    const [quotes1, quotes2, balance] = await Promise.all([...jobChecks, person]);
    expect(balance).toMatchObject({ error: null });
    expect([...quotes1, ...quotes2].map((q) => q.error)).toEqual([null, null]);
    expect(sim.controls.calls.map((c) => c.op)).toEqual(['get_account_balance', 'search', 'search']);
  });

  it('keeps the gate of a replica killed mid-call until its lease runs out, then the other replica goes on', async () => {
    const sim = r.h.sims.dynadot;
    const id = await addAccount(r, 'dynadot');
    const proc = await dying;
    sim.controls.delayMs = 1000;
    const lost = fetch(`${proc.url}/api/accounts/dynadot/${id}/balance`, { headers: headers() }).catch(() => null);
    await waitFor(() => sim.controls.inFlight === 1, { what: 'the dying replica’s call to reach Dynadot' });
    sim.controls.delayMs = 0;
    await proc.kill();
    await lost;
    const leaseEnd = Object.values((await gateDoc(r, `dynadot:${id}`))?.holders ?? {})[0];
    expect(leaseEnd).toBeGreaterThan(Date.now());

    expect(await stat(r.apps[1], 'dynadot', id, 'balance')).toMatchObject({ error: null });
    const [deadCall, next] = sim.controls.calls;
    expect(sim.controls.calls).toHaveLength(2);
    expect(next.at).toBeGreaterThanOrEqual(leaseEnd);
    expect(next.at - leaseEnd).toBeLessThan(1000);
    expect(next.at).toBeGreaterThanOrEqual(deadCall.endedAt!);
    expect(sim.controls.maxInFlight).toBe(1);
  });
});
