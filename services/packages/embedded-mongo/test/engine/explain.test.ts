// explain in both forms ({explain: {…}} and aggregate's explain: true) for find, aggregate, count,
// distinct, update, delete and findAndModify: the plan names the index used, and nothing is written.
import type { Db, Document } from 'mongodb';
import { startMongo, type TestMongo } from './helpers';

let mongo: TestMongo;
let db: Db;

beforeAll(async () => {
  mongo = await startMongo();
  db = mongo.client.db('explain');
  const c = db.collection<{ _id: number; sku: string; qty: number }>('items');
  await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, sku: `s${i}`, qty: i % 5 })));
  await c.createIndex({ qty: 1 }, { name: 'qty_1' });
});
afterAll(async () => {
  await mongo.stop();
});

/** The IXSCAN stage somewhere in a plan, or undefined. */
function ixscan(plan: Document | undefined): Document | undefined {
  if (!plan) return undefined;
  if (plan.stage === 'IXSCAN') return plan;
  return ixscan(plan.inputStage) ?? (plan.inputStages as Document[] | undefined)?.map(ixscan).find(Boolean);
}

const explain = (inner: Document, verbosity = 'queryPlanner') => db.command({ explain: inner, verbosity });

describe('explain', () => {
  it('find, count, distinct, update, delete and findAndModify name the index they use', async () => {
    const cases: [Document, string | undefined][] = [
      [{ find: 'items', filter: { qty: 3 } }, undefined],
      [{ count: 'items', query: { qty: 3 } }, 'COUNT'],
      [{ distinct: 'items', key: 'sku', query: { qty: 3 } }, 'PROJECTION_DEFAULT'],
      [{ update: 'items', updates: [{ q: { qty: 3 }, u: { $set: { x: 1 } } }] }, 'UPDATE'],
      [{ delete: 'items', deletes: [{ q: { qty: 3 }, limit: 0 }] }, 'DELETE'],
      [{ findAndModify: 'items', query: { qty: 3 }, remove: true }, 'DELETE'],
    ];
    for (const [inner, top] of cases) {
      const r = await explain(inner);
      expect([Object.keys(inner)[0], r.ok, ixscan(r.queryPlanner.winningPlan)?.indexName]).toEqual([Object.keys(inner)[0], 1, 'qty_1']);
      if (top) expect(r.queryPlanner.winningPlan.stage).toBe(top);
    }
    // Explaining a write performs nothing.
    expect(await db.collection('items').countDocuments({ qty: 3 })).toBe(10);
    expect(await db.collection('items').countDocuments({ x: 1 })).toBe(0);
  });

  it('executionStats counts what the plan examined', async () => {
    const r = await explain({ count: 'items', query: { qty: { $gte: 4 } } }, 'executionStats');
    expect(r.executionStats).toMatchObject({ nReturned: 10, totalKeysExamined: 10, totalDocsExamined: 10 });
    const scan = await explain({ find: 'items', filter: { sku: 's7' } }, 'executionStats');
    expect([scan.queryPlanner.winningPlan.stage, scan.executionStats.totalDocsExamined]).toEqual(['COLLSCAN', 50]);
  });

  it('aggregate in both forms: $cursor with the index, then the remaining stages', async () => {
    const pipeline = [{ $match: { qty: 2 } }, { $group: { _id: null, n: { $sum: 1 } } }];
    const viaCommand = await explain({ aggregate: 'items', pipeline, cursor: {} });
    const viaOption = await db.command({ aggregate: 'items', pipeline, explain: true });
    for (const r of [viaCommand, viaOption]) {
      expect(ixscan(r.stages[0].$cursor.queryPlanner.winningPlan)?.indexName).toBe('qty_1');
      expect(Object.keys(r.stages[1])).toEqual(['$group']);
    }
    // A pipeline the query alone answers reports its queryPlanner at the top, as mongod does.
    const pure = await explain({ aggregate: 'items', pipeline: [{ $match: { qty: 2 } }], cursor: {} });
    expect(ixscan(pure.queryPlanner.winningPlan)?.indexName).toBe('qty_1');
  });

  it("the driver's explain helpers get the plan", async () => {
    const agg = await db
      .collection('items')
      .aggregate([{ $match: { qty: 1 } }])
      .explain();
    expect(ixscan(agg.queryPlanner.winningPlan)?.indexName).toBe('qty_1');
    const find = await db.collection('items').find({ qty: 1 }).explain('executionStats');
    expect(find.executionStats.nReturned).toBe(10);
  });

  it('an aggregate explain with $out writes nothing; a batch of two writes is refused', async () => {
    await explain({ aggregate: 'items', pipeline: [{ $match: {} }, { $out: 'copy' }], cursor: {} }, 'executionStats');
    expect((await db.listCollections({ name: 'copy' }).toArray()).length).toBe(0);
    const two = {
      update: 'items',
      updates: [
        { q: {}, u: { $set: { a: 1 } } },
        { q: {}, u: { $set: { a: 2 } } },
      ],
    };
    await expect(explain(two)).rejects.toMatchObject({ code: 9 });
  });
});
