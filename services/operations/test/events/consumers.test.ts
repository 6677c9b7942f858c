import { OPS_SUBJECTS } from '@dop/contracts/ops';
import { waitFor } from '@dop/service-testing';
import { ANN, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
const encoder = new TextEncoder();

beforeAll(async () => {
  h = await startHarness();
  await h.start();
}, 60_000);

afterAll(() => h.close());

describe('ops consumers', () => {
  it('store the same event published twice once (JetStream dedupe and the event-id key)', async () => {
    const event = { eventId: 'same-1', actor: ANN, operationType: 'billing' as const, domain: 'twice.com', message: 'bought' };
    await h.publishLog(event);
    await h.publishLog(event);
    await h.publishLog({ ...event, eventId: 'same-2', message: 'after' });
    await waitFor(async () => (await h.get('/api/logs?domain=twice.com')).json().logs.length >= 2);
    const logs = (await h.get('/api/logs?domain=twice.com')).json().logs;
    expect(logs.map((l: { id: string }) => l.id)).toEqual(['same-1', 'same-2']);
  });

  it('skip a malformed event and keep consuming', async () => {
    const js = h.publisher.jetstream();
    await js.publish(OPS_SUBJECTS.logAppended, encoder.encode('{"not":"an event"'));
    await js.publish(OPS_SUBJECTS.logAppended, encoder.encode(JSON.stringify({ eventId: 'x', message: 'no envelope' })));
    await h.publishLog({ actor: ANN, operationType: 'billing', domain: 'after-bad.com', message: 'still here' });
    const logs = await waitFor(async () => {
      const l = (await h.get('/api/logs?domain=after-bad.com')).json().logs;
      return l.length ? l : false;
    });
    expect(logs[0].message).toBe('still here');
  });

  it('merge result events into one row per operation type and domain', async () => {
    const base = { actor: ANN, domain: 'merge.com', userId: ANN.userId };
    await h.publishResult({
      ...base,
      operationType: 'domain-records',
      teamTag: '2595',
      statuses: { namecheap: 'Pending', cloudflare: 'Pending' },
    });
    await h.publishResult({ ...base, operationType: 'domain-records', statuses: { namecheap: 'Success' } });
    await h.publishResult({ ...base, operationType: 'cloudflare', statuses: { cloudflare: 'Moved to CloudFlare' } });
    const rows = await waitFor(async () => {
      const r = (await h.get('/api/results?search=merge.com')).json();
      return r.length === 2 && r.some((x: { namecheap?: string }) => x.namecheap === 'Success') ? r : false;
    });
    const records = rows.find((r: { operationType: string }) => r.operationType === 'domain-records');
    expect(records).toMatchObject({ namecheap: 'Success', cloudflare: 'Pending', teamTag: '2595' });
  });
});
