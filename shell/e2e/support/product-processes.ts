// The processes of the product under test, as its supervisor records them in DATA_DIR/supervisor.json:
// find that DATA_DIR, kill -9 one child by its name there, and wait until the supervisor has started a
// new process for it and the gateway's /healthz (every service ready, NATS connected) is green again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { REPO_ROOT } from './hidden-dist';

interface SupervisedChildren {
  readSupervisorState(dataDir: string): { children: Array<{ name: string; pid: number }> };
  killAndAwaitRestart(dataDir: string, name: string, timeoutMs?: number): Promise<void>;
}

// The fault suite's own kill-and-wait (deploy/src/reliability), loaded by path: deploy is not a
// dependency of the shell, and a type import would pull its files into the shell's tsc project.
const supervised = require(path.join(REPO_ROOT, 'deploy/src/reliability/supervised-children.ts')) as SupervisedChildren;

/**
 * The DATA_DIR of the product under test: the temp dir whose supervisor.json names a gateway process
 * listening on E2E_BASE_URL's port (other engineers' suites may run products side by side).
 */
export function productDataDir(): string {
  const port = new URL(process.env.E2E_BASE_URL!).port;
  for (const entry of fs.readdirSync(os.tmpdir()).filter((e) => e.startsWith('dop-e2e-'))) {
    const dir = path.join(os.tmpdir(), entry);
    try {
      const gateway = supervised.readSupervisorState(dir).children.find((c) => c.name === 'gateway');
      const env = fs.readFileSync(`/proc/${gateway!.pid}/environ`, 'utf8').split('\0');
      if (env.includes(`PORT=${port}`)) return dir;
    } catch {
      // Not a running product (finished, or another layout): keep looking.
    }
  }
  throw new Error(`no running product with its gateway on port ${port} under ${os.tmpdir()}`);
}

/** The names the supervisor runs its children under (nats, mongo, each service, gateway). */
export function childNames(dataDir: string): string[] {
  return supervised.readSupervisorState(dataDir).children.map((c) => c.name);
}

/** The gateway caches its readiness about a second (gateway/src/health/readiness.ts); a margin on top. */
const READINESS_CACHE_MS = 1_500;

/** True when /healthz answers 200 to a request sent after `notBefore`. */
async function healthyAfter(notBefore: number): Promise<boolean> {
  const sentAt = Date.now();
  try {
    const res = await fetch(`${process.env.E2E_BASE_URL}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return res.status === 200 && sentAt >= notBefore;
  } catch {
    return false;
  }
}

/** Waits until the gateway answers /healthz with 200: every service ready and its NATS link up. */
export async function expectHealthy(timeoutMs = 90_000, notBefore = 0): Promise<void> {
  await expect.poll(() => healthyAfter(notBefore), { timeout: timeoutMs, intervals: [250], message: 'gateway /healthz green' }).toBe(true);
}

/** kill -9 of the child `name`; resolves once its new process runs and the product is healthy again. */
export async function killAndAwaitRecovery(dataDir: string, name: string, timeoutMs = 90_000): Promise<void> {
  const killedAt = Date.now();
  await supervised.killAndAwaitRestart(dataDir, name, timeoutMs);
  // A 200 served from the gateway's readiness cache could predate the kill; only a later one counts.
  await expectHealthy(timeoutMs, killedAt + READINESS_CACHE_MS);
}
