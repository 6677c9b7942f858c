// What sshd tests leave on the machine, and its cleanup: each starter makes its own throwaway login
// user (random name and password; a shared one would have its password overwritten by parallel test
// files) and a temp folder for its daemon. A run killed before it could stop them leaves both behind;
// the next start removes users and stops daemons whose owner process is gone (the owner PID is in the
// user's GECOS field and in the folder).
import { execFile as execFileCb } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);
const USER_PREFIX = 'dop-ssh-';
export const SSHD_DIR_PREFIX = 'sshd-test-';

export interface TestSshUser {
  name: string;
  password: string;
  remove(): Promise<void>;
}

function run(cmd: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFileCb(cmd, args, (err, _out, stderr) =>
      err ? reject(new Error(`${cmd} ${args.join(' ')}: ${stderr || err.message}`)) : resolve(),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes dop-ssh-* users whose owning test process is gone. */
export async function sweepStaleSshUsers(): Promise<string[]> {
  const { stdout } = await execFile('getent', ['passwd']);
  const stale = stdout
    .split('\n')
    .map((line) => line.split(':'))
    .filter(([name, , , , gecos]) => name?.startsWith(USER_PREFIX) && /owner pid (\d+)/.test(gecos ?? ''))
    .filter(([, , , , gecos]) => !alive(Number(/owner pid (\d+)/.exec(gecos)![1])))
    .map(([name]) => name);
  for (const name of stale) await run('userdel', ['-r', '-f', name]).catch(() => undefined);
  return stale;
}

/**
 * Stops sshd daemons (by the PID in their own PID file, checked against their config path) and
 * removes the folders of test runs that died without stopping them.
 */
export async function sweepStaleSshds(): Promise<void> {
  for (const name of (await readdir(tmpdir())).filter((n) => n.startsWith(SSHD_DIR_PREFIX))) {
    const dir = join(tmpdir(), name);
    const owner = Number(await readFile(join(dir, 'owner'), 'utf8').catch(() => 'NaN'));
    if (!Number.isInteger(owner) || alive(owner)) continue;
    const pid = Number(await readFile(join(dir, 'sshd.pid'), 'utf8').catch(() => 'NaN'));
    const cmd = Number.isInteger(pid) ? await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '') : '';
    if (cmd.includes(join(dir, 'sshd_config'))) process.kill(pid, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

/** A system user with a password, for sshd to authenticate; needs root (useradd, chpasswd). */
export async function createTestSshUser(): Promise<TestSshUser> {
  if (process.getuid?.() !== 0) throw new Error('sshd tests need root: they create a login user with useradd and chpasswd');
  await sweepStaleSshUsers();
  const name = `${USER_PREFIX}${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  await run('useradd', ['-m', '-s', '/bin/bash', '-c', `dop-ssh test user, owner pid ${process.pid}`, name]);
  await run('chpasswd', [], `${name}:${password}\n`);
  return { name, password, remove: () => run('userdel', ['-r', '-f', name]).catch(() => undefined) };
}
