// Serialised search answers (list-answer.ts) against real embedded Mongo, with two index instances on
// one database standing for two replicas: the same bytes as the zod serializer would send, an
// instance's own writes seen at once, another instance's within about a second of its write.
import { DomainsResponse, type DomainsQuery } from '@dop/contracts/domains';
import { startMongo, waitFor, type TestMongo } from '@dop/service-testing';
import mongoose from 'mongoose';
import { listDomains } from '../../src/lib/domain-list';
import { listDomainsJson } from '../../src/lib/list-answer';
import { DomainSearchIndex } from '../../src/lib/search-index';
import { createModels, syncIndexes, type Models } from '../../src/models';

let mongo: TestMongo;
let conn: mongoose.Connection;
let models: Models;
beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('search_answer_test')).asPromise();
  models = createModels(conn);
  await syncIndexes(models);
});
afterAll(async () => {
  await conn.close();
  await mongo.stop();
});

const query = (search: string, extra: Partial<DomainsQuery> = {}): DomainsQuery => ({
  showAll: true,
  page: 1,
  limit: 100,
  search,
  ...extra,
});
const answer = async (index: DomainSearchIndex, q: DomainsQuery, userId = 'u1') =>
  JSON.parse((await listDomainsJson(models, index, userId, q)).toString()) as DomainsResponse;
const tags = (r: DomainsResponse) => r.domains.map((d) => `${d.name}=${d.teamTag}`);

test('a repeated search is served from the cache, byte for byte what the response schema serialises', async () => {
  const index = new DomainSearchIndex(models);
  const docs = await models.domains.insertMany([
    { name: 'cache-b.com', registrar: 'namesilo', createdById: 'u1', createdBy: 'one', teamTag: '2333' },
    { name: 'cache-a.com', registrar: 'gandi', createdById: 'u2', createdBy: 'two', teamTag: '2595' },
  ]);
  await index.changed(docs);
  const first = await listDomainsJson(models, index, 'u1', query('CACHE-'.toLowerCase()));
  expect(index.pages.size).toBe(1);
  const again = await listDomainsJson(models, index, 'u1', query('cache-'));
  expect(again).toBe(first); // the very same bytes: no Mongo read, no second serialisation
  const direct = await listDomains(models, index, 'u1', query('cache-'));
  expect(first.toString()).toBe(JSON.stringify(DomainsResponse.parse(direct)));
  expect(direct.domains.map((d) => d.name)).toEqual(['cache-a.com', 'cache-b.com']);
  // For Me, page and limit are parts of the key: other answers, not the cached one.
  expect((await answer(index, query('cache-', { showAll: false }))).domains.map((d) => d.name)).toEqual(['cache-b.com']);
  const page2 = await answer(index, query('cache-', { limit: 1, page: 2 }));
  expect([page2.domains.map((d) => d.name), page2.hasMore, page2.totalCount]).toEqual([['cache-b.com'], false, 2]);
});

test("an instance's own writes show at once: touched() for shown fields, changed() for searchable ones", async () => {
  const index = new DomainSearchIndex(models);
  const [doc] = await models.domains.insertMany([{ name: 'own-write.com', registrar: 'dynadot', createdById: 'u1', teamTag: '2333' }]);
  await index.changed([doc]);
  expect(tags(await answer(index, query('own-write')))).toEqual(['own-write.com=2333']);
  await models.domains.updateOne({ _id: doc._id }, { $set: { teamTag: '2674' } });
  await index.touched();
  expect(tags(await answer(index, query('own-write')))).toEqual(['own-write.com=2674']);
  await models.domains.deleteOne({ _id: doc._id });
  await index.changed([], [String(doc._id)]);
  expect((await answer(index, query('own-write'))).totalCount).toBe(0);
});

test("another instance's writes show within about a second, through the revision and the generation", async () => {
  const a = new DomainSearchIndex(models);
  const b = new DomainSearchIndex(models);
  const [doc] = await models.domains.insertMany([{ name: 'replica-x.com', registrar: 'porkbun', createdById: 'u1', teamTag: '2333' }]);
  await b.changed([doc]);
  await waitFor(async () => (await answer(a, query('replica-'))).totalCount === 1, { timeoutMs: 5_000, what: 'a sees the add' });
  // B changes a shown field only (a result time, a team tag): A drops its cached answers.
  await models.domains.updateOne({ _id: doc._id }, { $set: { teamTag: '2595' } });
  await b.touched();
  await waitFor(async () => tags(await answer(a, query('replica-')))[0] === 'replica-x.com=2595', {
    timeoutMs: 5_000,
    what: 'a sees the new team tag',
  });
  // B adds a domain (searchable): A reloads its index and its answers.
  const [added] = await models.domains.insertMany([{ name: 'replica-y.com', registrar: 'porkbun', createdById: 'u2' }]);
  await b.changed([added]);
  await waitFor(async () => (await answer(a, query('replica-'))).totalCount === 2, { timeoutMs: 5_000, what: 'a sees the second add' });
});

test("an own write right after another instance's write is seen at once (the gap forces a reload)", async () => {
  const a = new DomainSearchIndex(models);
  const b = new DomainSearchIndex(models);
  expect((await answer(a, query('gap-'))).totalCount).toBe(0); // a has loaded and checked just now
  const [fromB] = await models.domains.insertMany([{ name: 'gap-b.com', registrar: 'gandi', createdById: 'u2' }]);
  await b.changed([fromB]);
  const [fromA] = await models.domains.insertMany([{ name: 'gap-a.com', registrar: 'gandi', createdById: 'u1' }]);
  await a.changed([fromA]);
  expect((await answer(a, query('gap-'))).domains.map((d) => d.name)).toEqual(['gap-a.com', 'gap-b.com']);
});
