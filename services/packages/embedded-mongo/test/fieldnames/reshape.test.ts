// Projection (inclusion, exclusion) and the aggregation stages $project, $addFields and $group on fields
// named like JavaScript object properties, against the reference model.
import fc from 'fast-check';
import type { Document } from 'mongodb';
import { startMongo, type TestMongo } from '../engine/helpers';
import { clone, docOf, docs, form, get, isDoc, name, path, put, scalar, subDoc, type Doc, type Row } from './model';

let mongo: TestMongo;
let seq = 0;

beforeAll(async () => {
  mongo = await startMongo();
});
afterAll(async () => {
  await mongo.stop();
});

/** Inclusion keeps the path (arrays keep only their documents); exclusion drops it (arrays keep scalars). */
function project(d: Doc, parts: string[], include: boolean): Doc {
  const out: Doc = {};
  for (const k of Object.keys(d)) {
    const v = d[k];
    if (k !== parts[0]) {
      if (!include || k === '_id') put(out, k, v);
    } else if (parts.length === 1) {
      if (include) put(out, k, v);
    } else if (isDoc(v)) put(out, k, project(v, parts.slice(1), include));
    else if (Array.isArray(v)) put(out, k, include ? [] : v);
    else if (!include) put(out, k, v);
  }
  return out;
}

/** `$path` in an expression: arrays of numbers hold no fields, so through one it gives []. */
function exprAt(d: unknown, parts: string[]): unknown {
  if (parts.length === 0) return d;
  if (Array.isArray(d)) return [];
  return isDoc(d) ? exprAt(get(d, parts[0]), parts.slice(1)) : undefined;
}

const db = () => mongo.client.db('fieldnames');
const byId = (list: Document[]) => list.map(form);

describe('projection and reshaping stages on property-like field names', () => {
  it('find projections include and exclude exactly the path', async () => {
    await fc.assert(
      fc.asyncProperty(docs, path, fc.boolean(), async (list, p, include) => {
        const coll = db().collection<Row>(`p${seq++}`);
        await coll.insertMany(list as Row[]);
        const got = await coll
          .find({}, { projection: { [p]: include ? 1 : 0 } })
          .sort({ _id: 1 })
          .toArray();
        expect(byId(got)).toEqual(list.map((d) => form(project(d, p.split('.'), include))));
        await coll.drop();
      }),
      { numRuns: 120 },
    );
  });

  it('$project computes a property-like field from a path', async () => {
    await fc.assert(
      fc.asyncProperty(docs, name, path, async (list, out, p) => {
        const coll = db().collection<Row>(`a${seq++}`);
        await coll.insertMany(list as Row[]);
        const got = await coll.aggregate([{ $project: { [out]: `$${p}` } }, { $sort: { _id: 1 } }]).toArray();
        const want = list.map((d) => {
          const v = exprAt(d, p.split('.'));
          return form(
            docOf(
              v === undefined
                ? [['_id', d._id]]
                : [
                    ['_id', d._id],
                    [out, v],
                  ],
            ),
          );
        });
        expect(byId(got)).toEqual(want);
        await coll.drop();
      }),
      { numRuns: 120 },
    );
  });

  it('$addFields sets a property-like path, merging into sub-documents', async () => {
    await fc.assert(
      fc.asyncProperty(docs, path, fc.oneof(scalar, subDoc), async (list, p, v) => {
        const parts = p.split('.');
        fc.pre(list.every((d) => parts.length === 1 || !Array.isArray(get(d, parts[0]))));
        const coll = db().collection<Row>(`f${seq++}`);
        await coll.insertMany(list as Row[]);
        const got = await coll.aggregate([{ $addFields: { [p]: { $literal: v } } }, { $sort: { _id: 1 } }]).toArray();
        const want = list.map((d) => {
          const copy = clone(d);
          if (parts.length === 1) put(copy, p, clone(v));
          else {
            const cur = get(copy, parts[0]);
            const sub = isDoc(cur) ? cur : {};
            put(sub, parts[1], clone(v));
            put(copy, parts[0], sub);
          }
          return form(copy);
        });
        expect(byId(got)).toEqual(want);
        await coll.drop();
      }),
      { numRuns: 120 },
    );
  });

  it('$group groups by a property-like path into property-like output fields', async () => {
    await fc.assert(
      fc.asyncProperty(docs, path, name, async (list, p, out) => {
        const coll = db().collection<Row>(`g${seq++}`);
        await coll.insertMany(list as Row[]);
        const got = await coll.aggregate([{ $group: { _id: `$${p}`, [out]: { $sum: 1 } } }]).toArray();
        const counts = new Map<string, [unknown, number]>();
        for (const d of list) {
          const key = exprAt(d, p.split('.')) ?? null;
          const entry = counts.get(form(key)) ?? [key, 0];
          counts.set(form(key), [key, entry[1] + 1]);
        }
        const want = [...counts.values()]
          .map(([key, n]) =>
            form(
              docOf([
                ['_id', key],
                [out, n],
              ]),
            ),
          )
          .sort();
        expect(byId(got).sort()).toEqual(want);
        await coll.drop();
      }),
      { numRuns: 120 },
    );
  });
});
