// What every gateway bench runs under the proxies it measures: a real nats-server, the one bench
// service and the identity responder, plus a scratch static root; `stop()` ends them and every
// process added to `procs` since, newest first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNats } from '@dop/service-testing';
import { lineFrom, startTs, type Proc } from './processes';

export interface Stage {
  natsUrl: string;
  upstreamPort: number;
  /** An empty folder for the gateway's STATIC_ROOT. */
  staticRoot: string;
  /** Processes stopped by stop(): the stage's own, then whatever the bench pushes. */
  procs: Proc[];
  stop(): Promise<void>;
}

export async function startStage(): Promise<Stage> {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
  const procs: Proc[] = [];
  const nats = await startNats();
  const stop = async (): Promise<void> => {
    for (const p of [...procs].reverse()) await p.stop();
    await nats.stop();
    rmSync(staticRoot, { recursive: true, force: true });
  };
  try {
    const upstream = startTs('upstream', path.join(__dirname, 'upstream-server.ts'), []);
    procs.push(upstream);
    const upstreamPort = Number((await lineFrom(upstream, /listening (\d+)/))[1]);
    const identity = startTs('identity', path.join(__dirname, 'identity-responder.ts'), [nats.url]);
    procs.push(identity);
    await lineFrom(identity, /listening nats/);
    return { natsUrl: nats.url, upstreamPort, staticRoot, procs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A reference proxy of this folder (bare-proxy.ts, node-floor.ts) in front of the bench service. */
export async function startReferenceProxy(
  stage: Stage,
  name: string,
  file: string,
  nodeArgs: string[] = [],
): Promise<{ proc: Proc; port: number }> {
  const proc = startTs(name, path.join(__dirname, file), [`http://127.0.0.1:${stage.upstreamPort}`], {}, nodeArgs);
  stage.procs.push(proc);
  return { proc, port: Number((await lineFrom(proc, /listening (\d+)/))[1]) };
}
