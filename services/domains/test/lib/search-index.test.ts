// The in-memory search index: substring over name or registrar, For Me and useCloudflare filters, and
// a write by another instance (another index on the same database) seen through the generation within a second.
import { startMongo, type TestMongo } from '@dop/service-testing';
import mongoose from 'mongoose';
import { DomainSearchIndex } from '../../src/lib/search-index';
import { createModels, syncIndexes, type Models } from '../../src/models';

let mongo: TestMongo;
let conn: mongoose.Connection;
let models: Models;
beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('search_index_test')).asPromise();
  models = createModels(conn);
  await syncIndexes(models);
});
afterAll(async () => {
  await conn.close();
  await mongo.stop();
});

test('matches name or registrar substrings, by name, with the owner and Cloudflare filters', async () => {
  const a = new DomainSearchIndex(models);
  const docs = await models.domains.insertMany([
    { name: 'shop-one.com', registrar: 'namesilo', createdById: 'u1', useCloudflare: false },
    { name: 'alpha-shop.net', registrar: 'dynadot', createdById: 'u2', useCloudflare: true },
    { name: 'blog.org', registrar: 'namesilo', createdById: 'u1', useCloudflare: false },
  ]);
  await a.changed(docs);
  const names = async (term: string, f = {}) => (await a.search(term, f)).map((id) => docs.find((d) => String(d._id) === id)?.name);
  expect(await names('SHOP'.toLowerCase())).toEqual(['alpha-shop.net', 'shop-one.com']);
  expect(await names('silo')).toEqual(['blog.org', 'shop-one.com']);
  expect(await names('shop', { ownerId: 'u1' })).toEqual(['shop-one.com']);
  expect(await names('shop', { useCloudflare: true })).toEqual(['alpha-shop.net']);

  // Another instance deletes one and adds one: this index notices the generation and reloads.
  const b = new DomainSearchIndex(models);
  await models.domains.deleteOne({ _id: docs[0]._id });
  const [added] = await models.domains.insertMany([{ name: 'shop-two.com', registrar: 'gandi', createdById: 'u3' }]);
  await b.changed([added], [String(docs[0]._id)]);
  // Another instance's write shows once the generation is read again (at most a second later).
  await new Promise((r) => setTimeout(r, 1100));
  expect(await a.search('shop', {})).toEqual([String(docs[1]._id), String(added._id)]);
});

test('issue 31: every domain by name or by registrar (either direction, names ascending within a registrar), and counts', async () => {
  await models.domains.deleteMany({});
  const a = new DomainSearchIndex(models);
  const docs = await models.domains.insertMany([
    { name: 'b.com', registrar: 'namesilo', createdById: 'u1' },
    { name: 'a.com', registrar: 'namesilo', createdById: 'u2' },
    { name: 'c.com', registrar: 'dynadot', createdById: 'u1', useCloudflare: true },
  ]);
  await a.changed(docs);
  const names = (ids: string[]) => ids.map((id) => docs.find((d) => String(d._id) === id)?.name);
  expect(names(await a.ordered({}))).toEqual(['a.com', 'b.com', 'c.com']);
  expect(names(await a.ordered({}, 'name', true))).toEqual(['c.com', 'b.com', 'a.com']);
  expect(names(await a.ordered({}, 'registrar'))).toEqual(['c.com', 'a.com', 'b.com']);
  expect(names(await a.ordered({}, 'registrar', true))).toEqual(['a.com', 'b.com', 'c.com']);
  expect(names(await a.ordered({ registrar: 'namesilo', ownerId: 'u1' }))).toEqual(['b.com']);
  expect(names(await a.search('com', { registrar: 'namesilo' }))).toEqual(['a.com', 'b.com']);
  expect([await a.count({}), await a.count({ ownerId: 'u1' }), await a.count({ useCloudflare: true })]).toEqual([3, 2, 1]);
});
