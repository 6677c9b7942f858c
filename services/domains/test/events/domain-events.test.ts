// Each change to a domain gives exactly one event on EVENTS, with old and new values, staged in the
// same write as the change and published by the relay (service-kit's outbox).
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { ALICE, as, bulkAddAtNamesilo, seedNamesilo, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let nc: NatsConnection;

beforeAll(async () => {
  h = await startHarness();
  nc = await connect({ servers: h.nats.url });
});
afterAll(async () => {
  await nc.close();
  await h.stop();
});

type Event = { subject: string; body: Record<string, unknown> & { eventId: string } };

async function events(): Promise<Event[]> {
  const jsm = await nc.jetstreamManager();
  const { state } = await jsm.streams.info(EVENTS_STREAM.name);
  const out: Event[] = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const m = await jsm.streams.getMessage(EVENTS_STREAM.name, { seq });
    out.push({ subject: m.subject, body: m.json() });
  }
  return out;
}

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.domains.app.inject({ method, url, headers: as(ALICE), ...(payload ? { payload } : {}) });

it('a scripted run gives one event per change, with old and new values', async () => {
  seedNamesilo(h, ['ev-1.com', 'ev-2.com']);
  await bulkAddAtNamesilo(h, ['ev-1.com', 'ev-2.com'], '192.0.2.1');
  await waitFor(async () => (await events()).filter((e) => e.subject === 'domains.records.changed').length === 2, { timeoutMs: 20_000 });

  const list = (await h.domains.app.inject({ method: 'GET', url: '/api/domains', headers: as(ALICE) })).json();
  const id = list.domains.find((d: { name: string }) => d.name === 'ev-1.com').id as string;
  expect((await call('POST', '/api/domains/update-tags', { domainIds: [id], teamTag: '4444' })).statusCode).toBe(200);
  const records = { aRecords: [{ id: 'x', type: 'A', name: '@', content: '192.0.2.9', ttl: 3600 }], cNameRecords: [] };
  expect((await call('POST', `/api/domains/${id}/records`, records)).statusCode).toBe(200);
  expect((await call('DELETE', `/api/domains/${id}`)).statusCode).toBe(200);
  await waitFor(async () => (await events()).some((e) => e.subject === 'domains.domain.deleted'), { timeoutMs: 10_000 });

  const all = await events();
  expect(new Set(all.map((e) => e.body.eventId)).size).toBe(all.length);
  const of = (name: string) => all.filter((e) => e.body.name === name).map((e) => e.subject);
  expect(of('ev-1.com')).toEqual([
    'domains.domain.created',
    'domains.records.changed',
    'domains.domain.updated',
    'domains.records.changed',
    'domains.domain.deleted',
  ]);
  expect(of('ev-2.com')).toEqual(['domains.domain.created', 'domains.records.changed']);

  const ev1 = all.filter((e) => e.body.name === 'ev-1.com').map((e) => e.body);
  expect(ev1[0]).toMatchObject({ domainId: id, registrar: 'namesilo', version: 1, actor: { userId: ALICE.userId } });
  expect(ev1[2]).toMatchObject({ changes: { teamTag: { old: null, new: '4444' } } });
  expect(ev1[3]).toMatchObject({
    host: 'registrar',
    old: [
      { name: '@', content: '192.0.2.1' },
      { name: 'www', content: '192.0.2.1' },
    ],
    new: [{ name: '@', content: '192.0.2.9', ttl: 3600 }],
  });
});
