// What sshd tests leave on the machine, and its cleanup: each starter makes its own throwaway login
// user (random name and password; a shared one would have its password overwritten by parallel test
// files) and a temp folder for its daemon. A run killed before it could stop them leaves both behind;
// the next start removes users and stops daemons whose owner process is gone (the owner PID is in the
// user's GECOS field and in the folder). Removing a user first ends its processes: userdel -f does not,
// and a remote script left looping would keep running under a uid the next useradd hands out again.
import { execFile as execFileCb, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killDescendants } from './child-process';
import { killUserProcesses } from './user-processes';
import { processAlive } from './process-table';

/** Every throwaway login user of the tests is named so (deploy's test runner looks for them). */
export const SSH_TEST_USER_PREFIX = 'dop-ssh-';
export const SSHD_DIR_PREFIX = 'sshd-test-';

export interface TestSshUser {
  name: string;
  password: string;
  uid: number;
  gid: number;
  /** Ends every process of the user, then deletes it and its home. */
  remove(): Promise<void>;
}

export interface SshTestUserEntry {
  name: string;
  uid: number;
  gid: number;
  /** The test process that created the user (from its GECOS field); NaN if unreadable. */
  ownerPid: number;
}

function run(cmd: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFileCb(cmd, args, (err, _out, stderr) =>
      err ? reject(new Error(`${cmd} ${args.join(' ')}: ${stderr || err.message}`)) : resolve(),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** The dop-ssh-* users that exist now. */
export function listSshTestUsers(): SshTestUserEntry[] {
  return execFileSync('getent', ['passwd'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.split(':'))
    .filter(([name]) => name?.startsWith(SSH_TEST_USER_PREFIX))
    .map(([name, , uid, gid, gecos]) => ({
      name,
      uid: Number(uid),
      gid: Number(gid),
      ownerPid: Number(/owner pid (\d+)/.exec(gecos ?? '')?.[1] ?? NaN),
    }));
}

async function removeUser(name: string): Promise<void> {
  // Looked up again: once the user is gone its uid may already belong to another test's user.
  const user = listSshTestUsers().find((u) => u.name === name);
  if (!user) return;
  await killUserProcesses(user.uid, user.gid);
  await run('userdel', ['-r', '-f', name]);
}

/** Removes dop-ssh-* users whose owning test process is gone, with their processes. */
export async function sweepStaleSshUsers(): Promise<string[]> {
  const stale = listSshTestUsers().filter((u) => Number.isInteger(u.ownerPid) && !processAlive(u.ownerPid));
  for (const u of stale) await removeUser(u.name).catch(() => undefined);
  return stale.map((u) => u.name);
}

/**
 * Stops sshd daemons (by the PID in their own PID file, checked against their config path) and
 * removes the folders of test runs that died without stopping them.
 */
export async function sweepStaleSshds(): Promise<void> {
  for (const name of (await readdir(tmpdir())).filter((n) => n.startsWith(SSHD_DIR_PREFIX))) {
    const dir = join(tmpdir(), name);
    const owner = Number(await readFile(join(dir, 'owner'), 'utf8').catch(() => 'NaN'));
    if (!Number.isInteger(owner) || processAlive(owner)) continue;
    const pid = Number(await readFile(join(dir, 'sshd.pid'), 'utf8').catch(() => 'NaN'));
    const cmd = Number.isInteger(pid) ? await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '') : '';
    if (cmd.includes(join(dir, 'sshd_config'))) {
      killDescendants(pid); // its open sessions, which outlive the listener
      process.kill(pid, 'SIGTERM');
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/** A system user with a password, for sshd to authenticate; needs root (useradd, chpasswd). */
export async function createTestSshUser(): Promise<TestSshUser> {
  if (process.getuid?.() !== 0) throw new Error('sshd tests need root: they create a login user with useradd and chpasswd');
  await sweepStaleSshUsers();
  const name = `${SSH_TEST_USER_PREFIX}${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  await run('useradd', ['-m', '-s', '/bin/bash', '-c', `dop-ssh test user, owner pid ${process.pid}`, name]);
  await run('chpasswd', [], `${name}:${password}\n`);
  const { uid, gid } = listSshTestUsers().find((u) => u.name === name)!;
  // A teardown that cannot end the user's processes fails loudly rather than leave them running.
  return { name, password, uid, gid, remove: () => removeUser(name) };
}
