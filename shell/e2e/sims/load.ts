import fs from 'node:fs';
import path from 'node:path';
import type { E2eSimStarter, StartedE2eSim } from './types';

const OWN_FILES = new Set(['types.ts', 'load.ts']);

/** Starts every simulator module in this folder; on a failure stops those already started. */
export async function startFolderSims(): Promise<StartedE2eSim[]> {
  const files = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !OWN_FILES.has(f))
    .sort();
  const started: StartedE2eSim[] = [];
  try {
    for (const file of files) {
      const mod = require(path.join(__dirname, file)) as { default?: E2eSimStarter };
      if (typeof mod.default !== 'function') throw new Error(`shell/e2e/sims/${file} must default-export a starter`);
      started.push(await mod.default());
    }
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    throw error;
  }
  return started;
}
