// A part of a benchmark in its own process, as under `npm start` (a service's or the gateway's
// server.ts through tsx), so the load generator shares no event loop with what it measures.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, stopChild, tailOutput, TEST_INTERNAL_SECRET, waitFor } from '@dop/service-testing';

const ROOT = resolve(__dirname, '../..');

export interface NodeProcess {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export interface NodeOptions {
  health?: string;
  timeoutMs?: number;
  /** Node's own flags; default BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the parts under load. */
  nodeArgs?: string[];
}

/** Starts `entry` (a server.ts) with the shared env on a free port and waits for its health path. */
export async function startNode(name: string, entry: string, env: Record<string, string>, opts: NodeOptions = {}): Promise<NodeProcess> {
  const port = await freePort();
  const health = opts.health ?? '/readyz';
  const nodeArgs = opts.nodeArgs ?? (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', resolve(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', INTERNAL_SECRET: TEST_INTERNAL_SECRET, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}:\n${output()}`);
        return (await fetch(`${url}${health}`).catch(() => null))?.ok;
      },
      { timeoutMs: opts.timeoutMs ?? 120_000, intervalMs: 250, what: `${name} ${health}` },
    );
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { url, output, stop: () => stopChild(child, 15_000) };
}
