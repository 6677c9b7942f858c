// Install scripts for tests. The harmless one prints and exits; the gated one prints its first lines
// and then waits until the test opens its gate (a file), so a test can act "mid-job" without timing.
// A job stopped mid-script (timeout, abort, restart) ends its script on the "remote" side when the
// connection closes (remote-wrapper.ts); the test user's teardown (user.remove) is the safety net.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const HARMLESS_SCRIPT = resolve(__dirname, '../fixtures/harmless-install.sh');
export const HARMLESS_LINES = ['step 1 of 5', 'step 2 of 5', 'step 3 of 5', 'step 4 of 5', 'step 5 of 5', '== Done'];

export interface GatedScript {
  path: string;
  open(): Promise<void>;
  /** Shut again: the next job waits at the gate too. */
  close(): Promise<void>;
  remove(): Promise<void>;
}

export async function gatedScript(before = 3, after = 2): Promise<GatedScript> {
  const dir = await mkdtemp(join(tmpdir(), 'ssh-gate-'));
  // The script runs as the test user, who must see the gate file.
  await chmod(dir, 0o755);
  const gate = join(dir, 'open');
  const path = join(dir, 'install.sh');
  const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `echo "line ${from + i}"`).join('\n');
  await writeFile(
    path,
    [
      '#!/bin/sh',
      lines(1, before),
      // Gives up once remove() deletes the folder: if a teardown never ends the test user's processes
      // (a crashed worker), the wait must not poll forever.
      `while [ ! -e '${gate}' ]; do [ -d '${dir}' ] || exit 3; sleep 0.05; done`,
      lines(before + 1, before + after),
      '',
    ].join('\n'),
  );
  return {
    path,
    open: () => writeFile(gate, ''),
    close: () => rm(gate, { force: true }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
