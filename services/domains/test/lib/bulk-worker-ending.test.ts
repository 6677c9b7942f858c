// A copy of a finished item's message, as JetStream redelivers it when the item ended but its
// "processed" line or the job's close did not get out (NATS or the process went down between them):
// the worker repeats only that ending, under the same event ids, so each line is stored once, the job
// closes, and the registrar is not asked again.
import { OPS_STREAM } from '@dop/contracts/ops';
import { streamMessages, waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { ALICE, bulkAddAtNamesilo, domainNames, seedNamesilo, startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startHarness();
  nc = await connect({ servers: h.nats.url });
});
afterAll(async () => {
  await nc?.close();
  await h.stop();
});

const linesOf = async (jobId: string) =>
  (await streamMessages<{ jobId?: string; message: string }>(nc, OPS_STREAM.name, 'ops.log.appended'))
    .filter((l) => l.jobId === jobId)
    .map((l) => l.message);

test('a redelivered finished item republishes its ending once and closes a job left open', async () => {
  const names = domainNames('ending', 2);
  seedNamesilo(h, names);
  const jobId = await bulkAddAtNamesilo(h, names, '198.51.100.9');
  const { models, worker } = h.domains.app.domains;
  await waitFor(async () => (await models.jobs.findById(jobId).lean())?.finishedAt, { what: 'the job to finish' });
  const calls = h.sims.namesilo.controls.calls.length;
  const item = (await models.items.findOne({ jobId, domain: names[0] }).lean())!;

  // The close as if it never happened, then the copy of the item's message comes back.
  await models.jobs.updateOne({ _id: jobId }, { $set: { finishedAt: null } });
  await worker.handle({
    eventId: String(item._id),
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: { userId: ALICE.userId, userName: ALICE.userName },
    jobId,
    itemId: String(item._id),
    domain: item.domain,
  });

  expect((await models.jobs.findById(jobId).lean())?.finishedAt).toBeInstanceOf(Date);
  const lines = await linesOf(jobId);
  for (const name of names) expect(lines.filter((l) => l.startsWith(`Domain ${name} processed`))).toHaveLength(1);
  expect(lines.filter((l) => l.startsWith('Bulk add finished'))).toEqual(['Bulk add finished: 2 done, 0 failed']);
  expect(h.sims.namesilo.controls.calls.length).toBe(calls);
});
