import { Decimal128, Double, Int32, Long, ObjectId, type Document } from 'bson';
import { runPipeline } from '../../src/query';
import type { PipelineContext } from '../../src/query';
import { MongoCommandError } from '../../src/engine/types';

const collections: Record<string, Document[]> = {
  orders: [
    { _id: 1, item: 'a', qty: new Int32(2), price: new Double(1.5), tags: ['x', 'y'] },
    { _id: 2, item: 'b', qty: new Int32(1), price: new Double(10), tags: [] },
    { _id: 3, item: 'a', qty: new Int32(5), price: new Double(1.5) },
  ],
  items: [
    { _id: 'a', name: 'Apple', stock: new Int32(10) },
    { _id: 'b', name: 'Banana', stock: new Int32(0) },
  ],
};

const ctx: PipelineContext = { collection: (name) => collections[name] ?? [] };
const run = (pipeline: Document[], src: Document[] = collections.orders, c: PipelineContext = ctx) => [...runPipeline(src, pipeline, c)];

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    return (e as MongoCommandError).code;
  }
  return undefined;
}

describe('streaming stages', () => {
  it('$match, $project, $addFields, $unset, $skip, $limit', () => {
    expect(run([{ $match: { item: 'a' } }, { $project: { qty: 1, _id: 0 } }])).toEqual([{ qty: new Int32(2) }, { qty: new Int32(5) }]);
    const added = run([
      { $match: { _id: 1 } },
      { $addFields: { total: { $multiply: ['$qty', '$price'] } } },
      { $unset: ['tags', 'price'] },
    ]);
    expect(added).toEqual([{ _id: 1, item: 'a', qty: new Int32(2), total: new Double(3) }]);
    expect(run([{ $skip: 1 }, { $limit: 1 }]).map((d) => d._id)).toEqual([2]);
  });
  it('is lazy: $limit stops pulling from the source', () => {
    let pulled = 0;
    function* src() {
      for (let i = 0; ; i++) {
        pulled++;
        yield { i };
      }
    }
    expect(run([{ $match: { i: { $gte: 0 } } }, { $limit: 3 }], src() as unknown as Document[])).toHaveLength(3);
    expect(pulled).toBe(3);
  });
  it('$project builds computed sub-documents over missing or scalar fields', () => {
    expect(run([{ $project: { _id: 0, 'a.b': '$v', 'c.d': '$v' } }], [{ a: 5, v: 1 }])).toEqual([{ a: { b: 1 }, c: { d: 1 } }]);
  });
  it('$set merges embedded documents', () => {
    expect(run([{ $set: { 'x.y': 1 } }, { $set: { x: { z: 2 } } }, { $project: { x: 1 } }], [{ _id: 1 }])).toEqual([
      { _id: 1, x: { y: 1, z: 2 } },
    ]);
  });
  it('$unwind with index and preservation', () => {
    expect(run([{ $unwind: '$tags' }]).map((d) => d.tags)).toEqual(['x', 'y']);
    const r = run([{ $unwind: { path: '$tags', includeArrayIndex: 'i', preserveNullAndEmptyArrays: true } }]);
    expect(r.map((d) => [d._id, d.tags, d.i])).toEqual([
      [1, 'x', Long.fromNumber(0)],
      [1, 'y', Long.fromNumber(1)],
      [2, undefined, null],
      [3, undefined, null],
    ]);
  });
  it('$replaceRoot / $replaceWith', () => {
    expect(run([{ $replaceWith: { n: '$item' } }, { $limit: 1 }])).toEqual([{ n: 'a' }]);
    expect(codeOf(() => run([{ $replaceRoot: { newRoot: '$qty' } }]))).toBe(40228);
  });
});

describe('blocking stages', () => {
  it('$group with accumulators and exact sums', () => {
    const r = run([
      {
        $group: {
          _id: '$item',
          n: { $sum: 1 },
          qty: { $sum: '$qty' },
          avg: { $avg: '$qty' },
          max: { $max: '$qty' },
          ids: { $push: '$_id' },
          c: { $count: {} },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    expect(r).toEqual([
      { _id: 'a', n: new Int32(2), qty: new Int32(7), avg: new Double(3.5), max: new Int32(5), ids: [1, 3], c: new Int32(2) },
      { _id: 'b', n: new Int32(1), qty: new Int32(1), avg: new Double(1), max: new Int32(1), ids: [2], c: new Int32(1) },
    ]);
  });
  it('$group groups numerically equal keys together and sums decimals exactly', () => {
    const src = [
      { k: new Int32(1), v: Decimal128.fromString('0.1') },
      { k: new Double(1), v: Decimal128.fromString('0.2') },
      { k: Long.fromNumber(1) },
    ];
    const r = run([{ $group: { _id: '$k', s: { $sum: '$v' }, f: { $first: '$v' }, set: { $addToSet: '$k' } } }], src);
    expect(r).toHaveLength(1);
    expect(r[0].s.toString()).toBe('0.3');
    expect(r[0].set).toHaveLength(1);
  });
  it('$sort, $count, $sortByCount, $sample, $bucket', () => {
    expect(run([{ $sort: { qty: -1 } }]).map((d) => d._id)).toEqual([3, 1, 2]);
    expect(run([{ $match: { item: 'a' } }, { $count: 'n' }])).toEqual([{ n: new Int32(2) }]);
    expect(run([{ $match: { item: 'zz' } }, { $count: 'n' }])).toEqual([]);
    expect(run([{ $sortByCount: '$item' }])).toEqual([
      { _id: 'a', count: new Int32(2) },
      { _id: 'b', count: new Int32(1) },
    ]);
    expect(run([{ $sample: { size: 2 } }])).toHaveLength(2);
    const b = run([{ $bucket: { groupBy: '$qty', boundaries: [0, 2, 10], default: 'other' } }]);
    expect(b).toEqual([
      { _id: 0, count: new Int32(1) },
      { _id: 2, count: new Int32(2) },
    ]);
  });
  it('$facet runs each sub-pipeline over the same input', () => {
    const r = run([{ $facet: { total: [{ $count: 'n' }], top: [{ $sort: { qty: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }] } }]);
    expect(r).toEqual([{ total: [{ n: new Int32(3) }], top: [{ _id: 3 }] }]);
  });
});

describe('joins', () => {
  it('$lookup by localField / foreignField', () => {
    const r = run([{ $lookup: { from: 'items', localField: 'item', foreignField: '_id', as: 'it' } }, { $project: { 'it.name': 1 } }]);
    expect(r.map((d) => d.it)).toEqual([[{ name: 'Apple' }], [{ name: 'Banana' }], [{ name: 'Apple' }]]);
  });
  it('$lookup with let and pipeline', () => {
    const r = run([
      { $match: { _id: 1 } },
      {
        $lookup: {
          from: 'items',
          let: { want: '$item', q: '$qty' },
          pipeline: [
            { $match: { $expr: { $and: [{ $eq: ['$_id', '$$want'] }, { $gte: ['$stock', '$$q'] }] } } },
            { $project: { _id: 0, name: 1 } },
          ],
          as: 'ok',
        },
      },
    ]);
    expect(r[0].ok).toEqual([{ name: 'Apple' }]);
  });
  it('$lookup matches ObjectIds, and a missing local field matches a missing foreign one', () => {
    const id = new ObjectId();
    const c: PipelineContext = { collection: (n) => (n === 'u' ? [{ _id: id, name: 'x' }, { name: 'nokey' }] : []) };
    const r = run(
      [{ $lookup: { from: 'u', localField: 'user', foreignField: '_id', as: 'u' } }],
      [{ user: new ObjectId(id.toHexString()) }, { other: 1 }],
      c,
    );
    expect(r[0].u).toEqual([{ _id: id, name: 'x' }]);
    expect(r[1].u).toEqual([{ name: 'nokey' }]);
  });
  it('$unionWith appends another collection', () => {
    expect(
      run([{ $project: { _id: 1 } }, { $unionWith: { coll: 'items', pipeline: [{ $project: { _id: 1 } }] } }]).map((d) => d._id),
    ).toEqual([1, 2, 3, 'a', 'b']);
  });
});

describe('expressions', () => {
  const one = (expr: unknown, doc: Document = {}, vars?: Document) =>
    run([{ $project: { _id: 0, r: expr } }], [doc], { ...ctx, vars })[0].r;
  it('string operators', () => {
    expect(one({ $concat: ['a', '$s', 'c'] }, { s: 'b' })).toBe('abc');
    expect(one({ $concat: ['a', '$missing'] })).toBe(null);
    expect(one({ $toUpper: '$s' }, { s: 'ab' })).toBe('AB');
    expect(one({ $substrCP: ['héllo', 1, 3] })).toBe('éll');
    expect(one({ $split: ['a,b', ','] })).toEqual(['a', 'b']);
    expect(one({ $trim: { input: '  x ' } })).toBe('x');
    expect(one({ $regexMatch: { input: 'Hello', regex: '^h', options: 'i' } })).toBe(true);
  });
  it('arithmetic keeps types', () => {
    expect(one({ $add: [new Int32(1), new Int32(2)] })).toEqual(new Int32(3));
    expect(one({ $add: [new Int32(1), Long.fromNumber(2)] })).toEqual(Long.fromNumber(3));
    expect(one({ $subtract: [new Date(1000), new Date(400)] })).toEqual(Long.fromNumber(600));
    expect(one({ $divide: [new Int32(1), new Int32(4)] })).toEqual(new Double(0.25));
    expect(codeOf(() => one({ $divide: [1, 0] }))).toBe(2);
  });
  it('rounds half to even and maps case for ASCII only, as MongoDB does', () => {
    expect(one({ $round: [new Double(2.5), new Int32(0)] })).toEqual(new Double(2));
    expect(one({ $round: [new Double(3.5), new Int32(0)] })).toEqual(new Double(4));
    expect(one({ $round: [new Double(19.25), new Int32(1)] })).toEqual(new Double(19.2));
    expect(one({ $round: [new Int32(7), new Int32(0)] })).toEqual(new Int32(7));
    expect(one({ $toUpper: 'aé' })).toBe('Aé');
    expect(one({ $dateToString: { date: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)) } })).toBe('2024-01-02T03:04:05.006Z');
  });
  it('conditionals, comparisons and arrays', () => {
    expect(one({ $cond: [{ $gt: ['$a', 1] }, 'big', 'small'] }, { a: 5 })).toBe('big');
    expect(one({ $ifNull: ['$x', 'dflt'] })).toBe('dflt');
    expect(one({ $in: [2, [1, 2]] })).toBe(true);
    expect(one({ $size: '$a' }, { a: [1, 2] })).toEqual(new Int32(2));
    expect(one({ $arrayElemAt: ['$a', -1] }, { a: [1, 2] })).toBe(2);
    expect(one({ $filter: { input: '$a', as: 'v', cond: { $gt: ['$$v', 1] } } }, { a: [1, 2, 3] })).toEqual([2, 3]);
    expect(one({ $map: { input: '$a', in: { $multiply: ['$$this', new Int32(2)] } } }, { a: [new Int32(1)] })).toEqual([new Int32(2)]);
    expect(one({ $reduce: { input: [1, 2, 3], initialValue: new Int32(0), in: { $add: ['$$value', '$$this'] } } })).toEqual(new Int32(6));
    expect(one({ $eq: ['$v', '$$x'] }, { v: 3 }, { x: new Long(3) })).toBe(true);
  });
  it('conversions and dates', () => {
    expect(one({ $toString: new Int32(5) })).toBe('5');
    expect(one({ $toInt: '42' })).toEqual(new Int32(42));
    expect(one({ $toObjectId: '0123456789abcdef01234567' })).toEqual(new ObjectId('0123456789abcdef01234567'));
    expect(one({ $dateToString: { date: new Date(Date.UTC(2024, 0, 2)), format: '%Y-%m-%d' } })).toBe('2024-01-02');
    expect(one({ $year: new Date(Date.UTC(2024, 0, 2)) })).toBe(2024);
    expect(one({ $type: '$a' }, { a: new Long(1) })).toBe('long');
  });
  it('unknown operators and stages', () => {
    expect(codeOf(() => run([{ $nope: {} }]))).toBe(40324);
    expect(codeOf(() => run([{ $project: { a: { $nope: 1 } } }]))).toBe(168);
    expect(codeOf(() => run([{ $group: { _id: null, a: { $nope: 1 } } }]))).toBe(15952);
  });
});

describe('command-level let variables', () => {
  it('are expressions evaluated once, visible in $expr and $project', () => {
    const vars = { id: new Int32(1), x: 'foo', y: { $literal: '$bar' }, rand: { $rand: {} } };
    const r = run(
      [{ $match: { $expr: { $eq: ['$_id', '$$id'] } } }, { $project: { _id: 0, x: '$$x', y: '$$y', rand: '$$rand' } }],
      collections.orders,
      { ...ctx, vars },
    );
    expect(r).toHaveLength(1);
    expect(r[0].x).toBe('foo');
    expect(r[0].y).toBe('$bar');
    expect(r[0].rand).toBeInstanceOf(Double);
  });
  it('undefined variables are an error', () => {
    expect(codeOf(() => run([{ $project: { a: '$$nope' } }]))).toBe(17276);
  });
});

describe('$listLocalSessions', () => {
  it('lists the sessions the context reports', () => {
    const sessions = [{ _id: { id: 'u1' } }];
    expect(
      run([{ $listLocalSessions: {} }, { $limit: 1 }, { $project: { _id: 0, dummy: 'x' } }], [], { ...ctx, localSessions: () => sessions }),
    ).toEqual([{ dummy: 'x' }]);
    expect(run([{ $listLocalSessions: {} }], [])).toEqual([]);
  });
});

describe('$graphLookup and $redact', () => {
  const people = [
    { _id: 1, name: 'Dev', reportsTo: null },
    { _id: 2, name: 'Eliot', reportsTo: 'Dev' },
    { _id: 3, name: 'Ron', reportsTo: 'Eliot' },
    { _id: 4, name: 'Andrew', reportsTo: 'Eliot' },
  ];
  const c: PipelineContext = { collection: (n) => (n === 'people' ? people : []) };
  it('walks the graph breadth-first with depth and maxDepth', () => {
    const spec = {
      from: 'people',
      startWith: '$reportsTo',
      connectFromField: 'reportsTo',
      connectToField: 'name',
      as: 'chain',
      depthField: 'd',
    };
    const r = run([{ $match: { _id: 3 } }, { $graphLookup: spec }], people, c);
    expect(r[0].chain.map((x: Document) => [x.name, Number(x.d)])).toEqual([
      ['Eliot', 0],
      ['Dev', 1],
    ]);
    const one = run([{ $match: { _id: 3 } }, { $graphLookup: { ...spec, maxDepth: 0 } }], people, c);
    expect(one[0].chain.map((x: Document) => x.name)).toEqual(['Eliot']);
  });
  it('$redact prunes sub-documents', () => {
    const doc = { _id: 1, level: 1, sub: { level: 5, x: 1 }, list: [{ level: 1, y: 2 }, { level: 9 }] };
    const r = run([{ $redact: { $cond: [{ $gt: ['$level', 3] }, '$$PRUNE', '$$DESCEND'] } }], [doc]);
    expect(r).toEqual([{ _id: 1, level: 1, list: [{ level: 1, y: 2 }] }]);
  });
  it('$project puts a computed _id first', () => {
    expect(Object.keys(run([{ $project: { a: '$item', _id: '$qty' } }, { $limit: 1 }])[0])).toEqual(['_id', 'a']);
  });
});

describe('N and top/bottom accumulators', () => {
  it('$firstN, $lastN, $maxN, $minN, $top, $bottomN', () => {
    const src = [1, 5, 3, 9, 7].map((v, i) => ({ _id: i, g: 'x', v: new Int32(v) }));
    const [r] = run(
      [
        {
          $group: {
            _id: '$g',
            f: { $firstN: { input: '$v', n: 2 } },
            l: { $lastN: { input: '$v', n: 2 } },
            mx: { $maxN: { input: '$v', n: 2 } },
            mn: { $minN: { input: '$v', n: 2 } },
            top: { $top: { sortBy: { v: -1 }, output: '$_id' } },
            bot: { $bottomN: { sortBy: { v: -1 }, output: '$_id', n: 2 } },
          },
        },
      ],
      src,
    );
    const nums = (xs: Int32[]) => xs.map((x) => x.value);
    expect(nums(r.f)).toEqual([1, 5]);
    expect(nums(r.l)).toEqual([9, 7]);
    expect(nums(r.mx)).toEqual([9, 7]);
    expect(nums(r.mn)).toEqual([1, 3]);
    expect(r.top).toBe(3);
    expect(r.bot).toEqual([2, 0]);
  });
});

describe('operators delegated to mingo', () => {
  const one = (expr: unknown, doc: Document = {}) => run([{ $project: { _id: 0, r: expr } }], [doc])[0].r;
  it('receive promoted numbers and evaluated field paths', () => {
    expect(one({ $dateFromParts: { year: new Int32(2024), month: '$m', day: new Int32(2) } }, { m: new Int32(3) })).toEqual(
      new Date(Date.UTC(2024, 2, 2)),
    );
    expect(one({ $month: '$d' }, { d: new Date(Date.UTC(2024, 6, 1)) })).toBe(7);
    expect(one({ $dateToString: { date: '$d', format: '%H:%M', timezone: '+02:00' } }, { d: new Date(Date.UTC(2024, 0, 1, 10, 30)) })).toBe(
      '12:30',
    );
  });
  it('server-side JavaScript is refused', () => {
    expect(codeOf(() => one({ $function: { body: 'function() { return 1 }', args: [], lang: 'js' } }))).toBe(31264);
  });
});

describe('$sort followed by $limit', () => {
  it('returns the same documents as a full sort, stable on ties', () => {
    const src = Array.from({ length: 200 }, (_, i) => ({ _id: i, v: new Int32((i * 37) % 50) }));
    const full = run([{ $sort: { v: -1 } }], src).slice(0, 7);
    expect(run([{ $sort: { v: -1 } }, { $limit: 7 }], src)).toEqual(full);
  });
  it('does not read its input before it is iterated', () => {
    let pulled = 0;
    const src = {
      *[Symbol.iterator]() {
        pulled++;
        yield { a: 1 };
      },
    };
    const it = runPipeline(src as Iterable<Document>, [{ $sort: { a: 1 } }, { $limit: 1 }], ctx);
    expect(pulled).toBe(0);
    expect([...it]).toHaveLength(1);
  });
});

describe('$setWindowFields', () => {
  const sales = [
    { _id: 1, st: 'A', day: new Int32(1), amt: new Int32(10) },
    { _id: 2, st: 'A', day: new Int32(2), amt: new Int32(20) },
    { _id: 3, st: 'A', day: new Int32(3), amt: new Int32(20) },
    { _id: 4, st: 'B', day: new Int32(1), amt: new Int32(5) },
  ];
  it('running totals, ranks, document numbers and shifts per partition', () => {
    const r = run(
      [
        {
          $setWindowFields: {
            partitionBy: '$st',
            sortBy: { day: 1 },
            output: {
              running: { $sum: '$amt', window: { documents: ['unbounded', 'current'] } },
              total: { $sum: '$amt' },
              n: { $documentNumber: {} },
              prev: { $shift: { output: '$amt', by: -1, default: null } },
            },
          },
        },
        { $setWindowFields: { sortBy: { amt: -1 }, output: { rank: { $rank: {} }, dense: { $denseRank: {} } } } },
        { $sort: { _id: 1 } },
      ],
      sales,
    );
    expect(r.map((d) => [d._id, d.running.value, d.total.value, d.n.value, d.prev?.value ?? null, d.rank.value, d.dense.value])).toEqual([
      [1, 10, 50, 1, null, 3, 2],
      [2, 30, 50, 2, 10, 1, 1],
      [3, 50, 50, 3, 20, 1, 1],
      [4, 5, 5, 1, null, 4, 3],
    ]);
  });
  it('numeric range windows', () => {
    const r = run(
      [{ $setWindowFields: { sortBy: { day: 1 }, output: { near: { $sum: '$amt', window: { range: [-1, 0] } } } } }, { $sort: { _id: 1 } }],
      sales,
    );
    expect(r.map((d) => d.near.value)).toEqual([15, 35, 40, 15]);
  });
});

describe('$bucketAuto', () => {
  it('fills buckets evenly without splitting equal values', () => {
    const src = [1, 2, 2, 3, 4, 5, 6, 7].map((v, i) => ({ _id: i, v: new Int32(v) }));
    const r = run([{ $bucketAuto: { groupBy: '$v', buckets: 3 } }], src);
    expect(r.map((b) => [b._id.min.value, b._id.max.value, b.count.value])).toEqual([
      [1, 3, 3],
      [3, 6, 3],
      [6, 7, 2],
    ]);
  });
});

describe('$median and $percentile', () => {
  it('as accumulators and expressions, returning values of the data', () => {
    const src = [1, 2, 3, 4, 5].map((v) => ({ g: 1, v: new Int32(v) }));
    const [r] = run(
      [
        {
          $group: {
            _id: '$g',
            m: { $median: { input: '$v', method: 'approximate' } },
            p: { $percentile: { input: '$v', p: [0.2, 0.9], method: 'approximate' } },
          },
        },
      ],
      src,
    );
    expect(r.m).toEqual(new Double(3));
    expect(r.p).toEqual([new Double(1), new Double(5)]);
    const [e] = run(
      [{ $project: { _id: 0, m: { $median: { input: [new Int32(7), new Int32(1), new Int32(4)], method: 'approximate' } } } }],
      [{}],
    );
    expect(e.m).toEqual(new Double(4));
  });
});
