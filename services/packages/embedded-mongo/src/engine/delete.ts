// delete: limit 1 removes the first match, limit 0 every match; one transaction per command.
import type { Document } from 'bson';
import type { EngineContext } from './context';
import type { Fetched } from './executor';
import { matching } from './read';
import type { DeleteStatement, WriteError } from './types';
import { toWriteError } from './write-errors';
import { assertNotView } from './views';

function runStatement(ctx: EngineContext, db: string, coll: string, st: DeleteStatement, vars: Document | undefined): number {
  const state = ctx.catalog.get(db, coll);
  const qctx = ctx.queryContext(state, { collation: st.collation, let: vars });
  if (!state) return 0;
  // deleteMany({}) (how tests clean up between cases) clears the ranges without decoding anything.
  if (st.limit !== 1 && Object.keys(st.q).length === 0 && st.hint === undefined) return ctx.catalog.truncate(state);
  const targets: Fetched[] = [];
  for (const t of matching(ctx, state, { filter: st.q, hint: st.hint, collation: qctx.collation }, qctx)) {
    targets.push(t);
    if (st.limit === 1) break;
  }
  for (const t of targets) ctx.records.remove(state, t.recordId, t.doc, t.size);
  return targets.length;
}

export function deleteDocuments(
  ctx: EngineContext,
  db: string,
  coll: string,
  statements: DeleteStatement[],
  ordered: boolean,
  vars?: Document,
): { n: number; writeErrors: WriteError[] } {
  assertNotView(ctx, db, coll);
  return ctx.write(() => {
    let n = 0;
    const writeErrors: WriteError[] = [];
    for (let i = 0; i < statements.length; i++) {
      try {
        n += runStatement(ctx, db, coll, statements[i], vars);
      } catch (err) {
        writeErrors.push(toWriteError(i, err));
        if (ordered) break;
      }
    }
    const state = ctx.catalog.get(db, coll);
    if (state) ctx.catalog.saveStats(state);
    return { n, writeErrors };
  });
}
