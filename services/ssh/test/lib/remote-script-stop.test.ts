// Issue 27: a script given up by a timeout or an abort must stop on the server, not loop on after the
// connection is gone (sshd ignores the channel's signal for a non-root session). remote-wrapper.ts
// ends the script's process group when the connection closes; these tests watch the test user's
// processes on a real sshd until none is left, and the target's teardown remains the safety net.
import {
  descendantsOf,
  listProcesses,
  processEnv,
  processesOfUid,
  processInfo,
  startSshTarget,
  waitFor,
  type TestSshTarget,
} from '@dop/service-testing';
import { runScript, type RunScriptOptions } from '../../src/lib/ssh-session';

const LOOP = 'echo started; while :; do sleep 0.05; done\n';

let target: TestSshTarget;
beforeAll(async () => {
  target = await startSshTarget();
});
afterAll(() => target?.stop());

// By the login's USER too: once a user is deleted, a parallel test may be handed the same uid.
const ours = () => processesOfUid(target.user.uid).filter((p) => processEnv(p.pid, 'USER') === target.user.name);
const describeLeft = () => ours().map((p) => `${p.pid} ${p.cmd}`);

function run(over: Partial<RunScriptOptions>, on: TestSshTarget = target): { lines: string[]; done: Promise<unknown> } {
  const lines: string[] = [];
  const done = runScript({
    host: '127.0.0.1',
    port: on.sshd.port,
    username: on.user.name,
    password: on.user.password,
    script: LOOP,
    connectTimeoutMs: 10_000,
    timeoutMs: 30_000,
    verifyHostKey: async () => undefined,
    onLine: (_stream, line) => lines.push(line),
    ...over,
  });
  return { lines, done };
}

/** Every process of the user gone within `timeoutMs` (the wrapper's TERM, or its KILL 5 s later). */
async function noneLeft(timeoutMs = 3000): Promise<void> {
  await waitFor(() => ours().length === 0, { timeoutMs, what: 'no process of the test user' }).catch((err: Error) => {
    throw new Error(`${err.message}; left: ${describeLeft().join('; ')}`);
  });
}

test('a timed-out script is ended on the server: no process of the user is left', async () => {
  const { lines, done } = run({ timeoutMs: 1500 });
  await expect(done).rejects.toMatchObject({ kind: 'timeout' });
  expect(lines).toEqual(['started']); // it did run, and was still looping when the budget ran out
  await noneLeft();
});

test('an aborted script is ended on the server: no process of the user is left', async () => {
  const abort = new AbortController();
  const { done } = run({ signal: abort.signal, onLine: () => abort.abort('service stopping') });
  await expect(done).rejects.toMatchObject({ kind: 'aborted', message: 'service stopping' });
  await noneLeft();
});

test('a script that ignores TERM is killed a few seconds later; its children go with it', async () => {
  const stubborn = `trap '' TERM; (while :; do sleep 0.05; done) & ${LOOP}`;
  const { lines, done } = run({ script: stubborn, timeoutMs: 1500 });
  await expect(done).rejects.toMatchObject({ kind: 'timeout' });
  expect(lines).toEqual(['started']);
  await noneLeft(10_000);
});

test('a script that finishes leaves nothing behind and keeps its exit code', async () => {
  const { lines, done } = run({ script: 'echo one; exit 3\n' });
  await expect(done).rejects.toMatchObject({ kind: 'exit', exitCode: 3 });
  expect(lines).toEqual(['one']);
  await noneLeft();
});

test('stopping the target ends a running script, its session and sshd', async () => {
  const local = await startSshTarget();
  const { uid, name } = local.user;
  const sshdPid = local.sshd.pid;
  const mine = () => processesOfUid(uid).filter((p) => processEnv(p.pid, 'USER') === name);
  const { lines, done } = run({}, local);
  const ended = done.catch((err: unknown) => err); // it fails while we are still stopping the target
  try {
    await waitFor(() => lines.length > 0, { what: 'the script to start' });
  } finally {
    await local.stop();
  }
  expect(await ended).toBeInstanceOf(Error);
  expect(mine()).toEqual([]);
  expect(processInfo(sshdPid)).toBeUndefined();
  expect(descendantsOf(sshdPid)).toEqual([]);
  // sshd's per-session processes run as root and are named after the user ("sshd: <user> [priv]").
  expect(listProcesses().filter((p) => p.state !== 'Z' && p.cmd.includes(name))).toEqual([]);
});
