// runScript against a real sshd: every way a run ends has its own error kind and message.
import { freePort, startSshTarget, type TestSshTarget } from '@dop/service-testing';
import { runScript, SshRunError, type RunScriptOptions } from '../../src/lib/ssh-session';

let target: TestSshTarget;
beforeAll(async () => {
  target = await startSshTarget();
});
afterAll(() => target?.stop());

function options(over: Partial<RunScriptOptions> = {}): RunScriptOptions & { lines: string[] } {
  const lines: string[] = [];
  return {
    host: '127.0.0.1',
    port: target.sshd.port,
    username: target.user.name,
    password: target.user.password,
    script: 'echo out; echo err >&2; exit 0\n',
    connectTimeoutMs: 10_000,
    timeoutMs: 20_000,
    verifyHostKey: async () => undefined,
    onLine: (stream, line) => lines.push(`${stream}:${line}`),
    lines,
    ...over,
  };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: SshRunError) => err,
  );

test('a script that succeeds reports its lines on both streams; the host key is offered as SHA256', async () => {
  const offered: string[] = [];
  const o = options({ verifyHostKey: async (fp) => void offered.push(fp) });
  await expect(runScript(o)).resolves.toEqual({ exitCode: 0 });
  expect(o.lines.sort()).toEqual(['stderr:err', 'stdout:out']);
  expect(offered).toEqual([target.sshd.fingerprint]);
});

test('a non-zero exit fails with the code, after the lines', async () => {
  const o = options({ script: 'echo before; exit 7\n' });
  const err = await failure(runScript(o));
  expect(err).toMatchObject({ kind: 'exit', exitCode: 7, message: 'Install script exited with code 7' });
  expect(o.lines).toEqual(['stdout:before']);
});

test('a long script (300 KiB, its byte length sent ahead of it) runs whole, multi-byte text and a final unterminated line included', async () => {
  const filler = `: ${'x'.repeat(100)}\n`.repeat(3000);
  const o = options({ script: `echo 'fïrst ✓'\n${filler}printf 'last'` });
  await expect(runScript(o)).resolves.toEqual({ exitCode: 0 });
  expect(o.lines).toEqual(['stdout:fïrst ✓', 'stdout:last']); // byte length, not string length, is sent
});

test('a wrong password, a refused host key and a closed port each fail with their own message', async () => {
  expect(await failure(runScript(options({ password: 'wrong' })))).toMatchObject({
    kind: 'auth',
    message: expect.stringContaining('Authentication failed'),
  });
  const refused = await failure(runScript(options({ verifyHostKey: async () => Promise.reject(new Error('key changed')) })));
  expect(refused).toMatchObject({ kind: 'host-key', message: 'key changed' });
  const port = await freePort();
  expect(await failure(runScript(options({ port })))).toMatchObject({ kind: 'connect', message: expect.stringContaining('refused') });
});

test('a script that outlives its budget is stopped with a timeout; an abort stops it with the reason', async () => {
  // Outlives the 1.5 s budget; remote-script-stop.test.ts shows it is ended on the server too.
  const slow = 'echo started; i=0; while [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done\n';
  const o = options({ script: slow, timeoutMs: 1500 });
  expect(await failure(runScript(o))).toMatchObject({ kind: 'timeout', message: 'Timed out after 1.5 s on 127.0.0.1' });
  const abort = new AbortController();
  const running = runScript(options({ script: slow, signal: abort.signal, onLine: () => abort.abort('service stopping') }));
  expect(await failure(running)).toMatchObject({ kind: 'aborted', message: 'service stopping' });
});
