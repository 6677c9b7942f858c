import type { LogAppended } from '@dop/contracts/ops';
import { waitFor } from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { startService, type Harness } from '../service';

let h: Harness;
let nc: NatsConnection;
const lines: LogAppended[] = [];

beforeAll(async () => {
  h = await startService();
  nc = await connect({ servers: h.t.nats!.url });
  const sub = nc.subscribe('ops.log.appended');
  const codec = JSONCodec<LogAppended>();
  void (async () => {
    for await (const m of sub) lines.push(codec.decode(m.data));
  })();
  await nc.flush();
}, 60_000);
afterAll(async () => {
  await nc?.close();
  await h?.stop();
});

describe('hosting ops log lines', () => {
  it('a sync and a failed sync each leave a hosting line naming the account, never the password', async () => {
    const ok = await h.addAccount({ login: 'log-ok@example.com', password: 'pw-visible-nowhere', balance: '3' });
    const bad = await h.addAccount({ login: 'log-bad@example.com', password: 'right-one' }, { password: 'wrong-one-secret' });
    await h.inject('POST', `/api/accounts/diorhost/${ok}/sync`);
    await h.inject('POST', `/api/accounts/diorhost/${bad}/sync`);
    const got = await waitFor(() => (lines.length >= 2 ? lines : null), { what: 'two log lines' });
    expect(got.map((l) => [l.operationType, l.level, l.actor.userId])).toEqual([
      ['hosting', 'success', 'u-test-1'],
      ['hosting', 'error', 'u-test-1'],
    ]);
    expect(got[0].message).toContain('log-ok@example.com: synced, balance 3.00 $');
    expect(got[1].message).toContain('log-bad@example.com: sync failed');
    expect(JSON.stringify(got)).not.toMatch(/pw-visible-nowhere|wrong-one-secret/);
  });
});
