// The last step of `npm test` (issue 27): a process the run started and left behind is found, named
// (pid, user, command) and killed. Only the strays these tests spawn are asserted on: other work on
// the machine may have processes of its own.
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createTestSshUser, processInfo, waitFor } from '@dop/service-testing';
import { checkLeftovers, findLeftovers, killLeftovers, RUN_TOKEN_VAR, runIdentity, type RunIdentity } from '../src/test-runner/leftovers';

const asRoot = process.getuid?.() === 0;
let run: RunIdentity;
const strays: number[] = [];

beforeEach(() => {
  run = runIdentity(`leftovers-test-${process.pid}-${Date.now()}`);
});
afterEach(async () => {
  await killLeftovers(strays.splice(0).map((pid) => ({ pid, user: '', cmd: '', kind: 'suite' as const, earlier: false })));
});

const live = (pid: number) => processInfo(pid) !== undefined && processInfo(pid)?.state !== 'Z';
/** Starts `command` in the background of a shell that exits at once: init adopts it, as with a remote script whose session ended. */
function orphan(command: string, opts: SpawnSyncOptions = {}): number {
  const r = spawnSync('sh', ['-c', `${command} >/dev/null 2>&1 & echo $!`], { ...opts, encoding: 'utf8' });
  return Number(String(r.stdout).trim());
}
const found = (pid: number) => findLeftovers(run).find((l) => l.pid === pid);

test('a child of the run still running is reported with its user and command, then killed', async () => {
  const child = spawn('sleep', ['91'], { stdio: 'ignore' });
  strays.push(child.pid!);
  expect(found(child.pid!)).toMatchObject({ kind: 'suite', cmd: 'sleep 91', earlier: false, user: asRoot ? 'root' : expect.any(String) });
  expect(await killLeftovers([found(child.pid!)!])).toEqual([]);
  expect(live(child.pid!)).toBe(false);
});

test('an orphan (re-parented to init) is still the run’s through the token in its environment', () => {
  const pid = orphan('sleep 92', { env: { ...process.env, [RUN_TOKEN_VAR]: run.token } });
  strays.push(pid);
  expect(processInfo(pid)?.ppid).not.toBe(process.pid);
  expect(found(pid)).toMatchObject({ kind: 'suite', cmd: 'sleep 92' });
  // Another run's token is not ours.
  expect(findLeftovers(runIdentity('another-run')).some((l) => l.pid === pid)).toBe(false);
});

test('processes alive before the run started (the runner’s own helpers) are not leftovers', () => {
  const child = spawn('sleep', ['93'], { stdio: 'ignore' });
  strays.push(child.pid!);
  expect(found(child.pid!)).toBeDefined();
  run = runIdentity('after-the-helper');
  expect(found(child.pid!)).toBeUndefined();
});

test('the step passes when what it found ends within the grace', async () => {
  const child = spawn('sleep', ['0.3'], { stdio: 'ignore' });
  strays.push(child.pid!);
  const mine = (r: RunIdentity) => findLeftovers(r).filter((l) => l.pid === child.pid);
  expect(mine(run)).toHaveLength(1);
  let printed = '';
  await expect(checkLeftovers(run, (text) => (printed += text), mine, 3000)).resolves.toBeUndefined();
  expect(printed).toBe('');
});

test('the step fails naming what this run left, and leaves the machine clean', async () => {
  const child = spawn('sleep', ['94'], { stdio: 'ignore' });
  strays.push(child.pid!);
  let printed = '';
  // Narrowed to our stray: the check kills what it finds, and other work may be running here.
  const detail = await checkLeftovers(
    run,
    (text) => (printed += text),
    (r) => findLeftovers(r).filter((l) => l.pid === child.pid),
    300,
  );
  expect(printed).toContain(`pid ${child.pid}`);
  expect(printed).toContain('sleep 94');
  expect(detail).toBe('1 left by this run (suite)');
  expect(live(child.pid!)).toBe(false);
});

(asRoot ? describe : describe.skip)('test users (root: they are made with useradd)', () => {
  test('a process of a test user made during the run is reported under the user’s name; remove() ends it', async () => {
    const user = await createTestSshUser();
    try {
      const pid = orphan('sleep 95', { uid: user.uid, gid: user.gid });
      strays.push(pid);
      expect(found(pid)).toMatchObject({ kind: 'test user', user: user.name, cmd: 'sleep 95' });
    } finally {
      await user.remove();
    }
    expect(live(strays[0])).toBe(false);
  });

  test('a process left by a test user already removed is found by the USER its login set', () => {
    const uid = 60_000 + Math.floor(Math.random() * 4000); // no user has it
    const pid = orphan('sleep 96', { uid, gid: uid, env: { USER: 'dop-ssh-gone1234' } });
    strays.push(pid);
    expect(findLeftovers(runIdentity('not-this-run')).find((l) => l.pid === pid)).toMatchObject({
      kind: 'test user',
      user: `uid ${uid} (removed dop-ssh-gone1234)`,
      cmd: 'sleep 96',
    });
  });
});

test('a child that a loop of an earlier run keeps starting is the earlier run’s, not this one’s', async () => {
  const loop = orphan(`sh -c 'sleep 0.3; while :; do sleep 97; done'`, { env: { ...process.env, [RUN_TOKEN_VAR]: 'an-earlier-run' } });
  strays.push(loop);
  // A run that started after the loop but before the loop's current child, with the loop's token.
  const later = { ...runIdentity('an-earlier-run'), startTicks: processInfo(loop)!.startTicks + 1 };
  const child = await waitFor(() => findLeftovers(later).find((l) => l.cmd === 'sleep 97'), { what: 'the loop’s child' });
  strays.push(child.pid);
  expect(processInfo(child.pid)!.startTicks).toBeGreaterThanOrEqual(later.startTicks);
  expect(findLeftovers(later).find((l) => l.pid === loop)).toMatchObject({ earlier: true });
  expect(child).toMatchObject({ earlier: true });
});
