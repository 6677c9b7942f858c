// Executes one unified operation and asserts its expectResult / expectError.
import { ClientSession, Collection, Db, MongoClient } from 'mongodb';
import { splitArguments } from './arguments';
import { describe } from './bson-values';
import { COLLECTION_OPERATIONS, type ResultKind } from './collection-operations';
import { checkExpectedError } from './expected-error';
import { match, matchRootArray, type MatchContext } from './matcher';
import { CLIENT_OPERATIONS, DATABASE_OPERATIONS, TEST_RUNNER_OPERATIONS, type RunContext } from './other-operations';
import { toDocument } from './results';
import { AssertionFailure, SkipTest, type Operation } from './types';

async function execute(op: Operation, ctx: RunContext): Promise<{ result: unknown; kind: ResultKind }> {
  const session = (id: string): unknown => ctx.entities.get(id);
  if (op.object === 'testRunner') {
    const special = TEST_RUNNER_OPERATIONS[op.name];
    if (!special) throw new SkipTest(`testRunner.${op.name} (sessions, transactions, events, threads) is out of scope`);
    await special(op.arguments ?? {}, ctx);
    return { result: undefined, kind: 'value' };
  }
  const target = ctx.entities.get(op.object);
  if (target instanceof Collection) {
    const spec = COLLECTION_OPERATIONS[op.name];
    if (!spec) throw new Error(`unsupported collection operation ${op.name}`);
    const { params, options } = splitArguments(op.arguments, spec.params, session);
    return { result: await spec.run(target, params, options), kind: spec.kind };
  }
  const table = target instanceof Db ? DATABASE_OPERATIONS : target instanceof MongoClient ? CLIENT_OPERATIONS : null;
  if (target instanceof ClientSession)
    throw new SkipTest(`session operation ${op.name}: transactions are out of scope (standalone server)`);
  const spec = table?.[op.name];
  if (!spec) throw new Error(`unsupported operation ${op.name} on ${op.object}`);
  const { options } = splitArguments(op.arguments, [], session);
  return { result: await spec.run(target, options, ctx), kind: spec.kind };
}

/** Throws AssertionFailure (or SkipTest) when the operation does not behave as the test expects. */
export async function runOperation(op: Operation, ctx: RunContext): Promise<void> {
  const matchCtx: MatchContext = { entity: (name) => ctx.entities.get(name) };
  let outcome: { result: unknown; kind: ResultKind } | undefined;
  let error: unknown;
  try {
    outcome = await execute(op, ctx);
  } catch (err) {
    if (err instanceof SkipTest || err instanceof AssertionFailure) throw err;
    error = err;
  }
  if (op.ignoreResultAndError) return;
  const where = `${op.object}.${op.name}`;
  if (op.expectError) {
    if (outcome) throw new AssertionFailure(`${where}: expected an error, got result ${describe(toDocument(outcome.result))}`);
    const diff = checkExpectedError(op.expectError, error, matchCtx);
    if (diff) throw new AssertionFailure(`${where}: ${diff}`);
    return;
  }
  if (!outcome) {
    const e = error as { message?: string; code?: number };
    throw new AssertionFailure(`${where}: unexpected error ${e?.code !== undefined ? `${e.code} ` : ''}${e?.message ?? String(error)}`);
  }
  const result = toDocument(outcome.result);
  if (op.expectResult !== undefined) {
    const diff =
      outcome.kind === 'cursor' ? matchRootArray(op.expectResult, result, matchCtx) : match(op.expectResult, result, true, '', matchCtx);
    if (diff) throw new AssertionFailure(`${where}: result ${diff}`);
  }
  if (op.saveResultAsEntity) ctx.entities.set(op.saveResultAsEntity, result);
}
