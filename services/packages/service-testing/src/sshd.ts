// A real OpenSSH server for tests (platform.md "OpenSSH"): Debian's /usr/sbin/sshd in the foreground
// as this process's child, on a free loopback port, with its own host key, config and PID file, letting
// in only a throwaway user of its own (sshd-user.ts). stop() also ends the sessions still open: sshd
// leaves them running when its listener stops.
import { execFile as execFileCb, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { exited, killDescendants, stopChild, tailOutput } from './child-process';
import { freePort } from './free-port';
import { greetsWith } from './tcp-greeting';
import { createTestSshUser, SSHD_DIR_PREFIX, sweepStaleSshds, type TestSshUser } from './sshd-user';
import { waitFor } from './wait-for';

export * from './sshd-user';

const execFile = promisify(execFileCb);
const SSHD = '/usr/sbin/sshd';

export interface StartSshdOptions {
  /** The only user sshd lets in (AllowUsers). */
  user: string;
  /** Loopback addresses to listen on; default 127.0.0.1 only. */
  addresses?: string[];
  port?: number;
}

export interface TestSshd {
  port: number;
  addresses: string[];
  /** Host key fingerprint as OpenSSH prints it: "SHA256:<base64, no padding>". */
  fingerprint: string;
  pid: number;
  /** Stops and starts again on the same port; newHostKey replaces the host key first. */
  restart(opts?: { newHostKey?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

async function newHostKey(dir: string): Promise<string> {
  const file = join(dir, 'host_key');
  await rm(file, { force: true });
  await rm(`${file}.pub`, { force: true });
  await execFile('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
  const blob = Buffer.from((await readFile(`${file}.pub`, 'utf8')).split(' ')[1], 'base64');
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

function config(dir: string, port: number, addresses: string[], user: string): string {
  return [
    `Port ${port}`,
    ...addresses.map((a) => `ListenAddress ${a}`),
    `HostKey ${join(dir, 'host_key')}`,
    `PidFile ${join(dir, 'sshd.pid')}`,
    'UsePAM no',
    'PasswordAuthentication yes',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication no',
    'AuthorizedKeysFile none',
    'PermitRootLogin no',
    `AllowUsers ${user}`,
    'StrictModes no',
    'PrintMotd no',
    'PrintLastLog no',
    'X11Forwarding no',
    'MaxStartups 100',
    '',
  ].join('\n');
}

export async function startSshd(opts: StartSshdOptions): Promise<TestSshd> {
  // The privilege-separation directory sshd insists on; Debian creates it only when its own unit starts.
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  await sweepStaleSshds();
  const dir = await mkdtemp(join(tmpdir(), SSHD_DIR_PREFIX));
  await writeFile(join(dir, 'owner'), String(process.pid));
  const addresses = opts.addresses ?? ['127.0.0.1'];
  const port = opts.port ?? (await freePort(addresses[0]));
  const cfg = join(dir, 'sshd_config');
  await writeFile(cfg, config(dir, port, addresses, opts.user));
  const state = { fingerprint: await newHostKey(dir), child: null as ReturnType<typeof spawn> | null };

  const launch = async () => {
    const child = spawn(SSHD, ['-D', '-e', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    state.child = child;
    const output = tailOutput(child);
    let gone = false;
    child.on('error', () => (gone = true));
    void exited(child).then(() => (gone = true));
    try {
      await waitFor(
        async () => {
          if (gone) throw new Error(`sshd exited early:\n${output()}`);
          return (await Promise.all(addresses.map((a) => greetsWith(a, port, 'SSH-2.0-')))).every(Boolean);
        },
        { timeoutMs: 15_000, what: `sshd on port ${port}` },
      );
    } catch (err) {
      await stopChild(child);
      throw err;
    }
  };

  try {
    await launch();
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    port,
    addresses,
    get fingerprint() {
      return state.fingerprint;
    },
    get pid() {
      return state.child?.pid as number;
    },
    async restart(o = {}) {
      if (state.child) await stopChild(state.child);
      if (o.newHostKey) state.fingerprint = await newHostKey(dir);
      await launch();
    },
    async stop() {
      if (state.child?.pid !== undefined) killDescendants(state.child.pid);
      if (state.child) await stopChild(state.child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface TestSshTarget {
  sshd: TestSshd;
  user: TestSshUser;
  stop(): Promise<void>;
}

/** A user and an sshd that lets only that user in; stop() removes both. */
export async function startSshTarget(opts: Omit<StartSshdOptions, 'user'> = {}): Promise<TestSshTarget> {
  const user = await createTestSshUser();
  try {
    const sshd = await startSshd({ ...opts, user: user.name });
    return {
      sshd,
      user,
      async stop() {
        await sshd.stop();
        await user.remove();
      },
    };
  } catch (err) {
    await user.remove();
    throw err;
  }
}
