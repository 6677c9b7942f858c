// The reference model of the update operators on one path: what the document becomes, or that MongoDB
// refuses the update (then the stored document stays as it was).
import fc from 'fast-check';
import { clone, get, has, intArray, isDoc, name, path, put, scalar, subDoc, type Doc } from './model';

export type Update = { update: Record<string, Doc>; apply: (d: Doc) => Doc };

class Refused extends Error {}

/** The container of the last part of `p`, creating documents on the way; refuses to pass a non-document. */
function parentFor(doc: Doc, parts: string[], create: boolean): Doc | undefined {
  let node: Doc = doc;
  for (const part of parts.slice(0, -1)) {
    let next = get(node, part);
    if (next === undefined) {
      if (!create) return undefined;
      put(node, part, (next = {}));
    }
    if (!isDoc(next)) {
      if (create) throw new Refused();
      return undefined;
    }
    node = next;
  }
  return node;
}

/** Applies `op` to a copy: the new document, or undefined when MongoDB refuses. */
function model(op: (d: Doc) => void): (d: Doc) => Doc {
  return (d) => {
    const copy = clone(d);
    op(copy);
    return copy;
  };
}

function onLeaf(p: string, create: boolean, f: (parent: Doc, key: string) => void): (d: Doc) => void {
  const parts = p.split('.');
  return (d) => {
    const parent = parentFor(d, parts, create);
    if (parent) f(parent, parts[parts.length - 1]);
  };
}

const arrayOp = (p: string, f: (cur: number[]) => number[], create: boolean) =>
  onLeaf(p, create, (parent, key) => {
    const cur = get(parent, key);
    if (cur === undefined) {
      if (create) put(parent, key, f([]));
      return;
    }
    if (!Array.isArray(cur)) throw new Refused();
    put(parent, key, f(cur as number[]));
  });

const num = fc.integer({ min: -3, max: 3 });
const spec = (op: string, p: string, v: unknown): Record<string, Doc> => ({ [op]: Object.fromEntries([[p, v]]) as Doc });

export const updates: fc.Arbitrary<Update> = fc.oneof(
  fc.tuple(path, fc.oneof(scalar, intArray, subDoc)).map(([p, v]) => ({
    update: spec('$set', p, v),
    apply: model(onLeaf(p, true, (parent, key) => put(parent, key, clone(v)))),
  })),
  path.map((p) => ({ update: spec('$unset', p, ''), apply: model(onLeaf(p, false, (parent, key) => void delete parent[key])) })),
  fc.tuple(path, num).map(([p, n]) => ({
    update: spec('$inc', p, n),
    apply: model(
      onLeaf(p, true, (parent, key) => {
        const cur = get(parent, key);
        if (cur !== undefined && typeof cur !== 'number') throw new Refused();
        put(parent, key, ((cur as number | undefined) ?? 0) + n);
      }),
    ),
  })),
  fc.tuple(path, num).map(([p, n]) => ({ update: spec('$push', p, n), apply: model(arrayOp(p, (a) => [...a, n], true)) })),
  fc
    .tuple(path, num)
    .map(([p, n]) => ({ update: spec('$addToSet', p, n), apply: model(arrayOp(p, (a) => (a.includes(n) ? a : [...a, n]), true)) })),
  fc.tuple(path, num).map(([p, n]) => ({ update: spec('$pull', p, n), apply: model(arrayOp(p, (a) => a.filter((e) => e !== n), false)) })),
  fc
    .tuple(name, path)
    .filter(([from, to]) => to !== from && !to.startsWith(`${from}.`))
    .map(([from, to]) => ({
      update: spec('$rename', from, to),
      apply: model((d) => {
        if (!has(d, from)) return;
        const value = d[from];
        delete d[from];
        onLeaf(to, true, (parent, key) => put(parent, key, value))(d);
      }),
    })),
);

/** Runs the model; undefined means MongoDB refuses the update. */
export function expected(u: Update, d: Doc): Doc | undefined {
  try {
    return u.apply(d);
  } catch (err) {
    if (err instanceof Refused) return undefined;
    throw err;
  }
}
