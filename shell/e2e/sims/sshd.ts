// A real sshd on a loopback port for the SSH tab's e2e (issue 12), with a throwaway login user. The
// ssh service under `npm start` installs on it: SSH_TEST_LOGIN_USER maps the UI's fixed root to that
// user (a shared machine's root password is not ours to set) and SSH_INSTALL_SCRIPT points at a
// harmless script that prints a few lines, waits at a gate the test opens (so "mid-job" needs no
// timing), prints the rest and installs nothing.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSshTarget } from '@dop/service-testing/src/sshd';
import type { StartedE2eSim } from './types';

const HOST = '127.0.0.1';

function script(gate: string): string {
  const echo = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `echo "step ${from + i} of 6"`);
  return [
    '#!/bin/sh',
    '# e2e install script: reports the OS, prints numbered steps, installs nothing.',
    'echo "== Host: $(hostname) ($(uname -srm))"',
    ...echo(1, 3),
    `while [ ! -e '${gate}' ]; do sleep 0.1; done`,
    ...echo(4, 6),
    'echo "== Done"',
    '',
  ].join('\n');
}

export default async function startSshdSim(): Promise<StartedE2eSim> {
  const target = await startSshTarget({ addresses: [HOST] });
  const dir = await mkdtemp(join(tmpdir(), 'dop-e2e-ssh-'));
  try {
    // The script runs as the test user, who must read the gate's folder.
    await chmod(dir, 0o755);
    const gate = join(dir, 'gate-open');
    const file = join(dir, 'install.sh');
    await writeFile(file, script(gate));
    return {
      productEnv: {
        SSH_PORT: String(target.sshd.port),
        SSH_TEST_LOGIN_USER: target.user.name,
        SSH_INSTALL_SCRIPT: file,
      },
      testEnv: { E2E_SSH_HOST: HOST, E2E_SSH_PASSWORD: target.user.password, E2E_SSH_GATE: gate },
      async stop() {
        await target.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await target.stop();
    throw err;
  }
}
