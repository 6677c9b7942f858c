// Polling for readiness: a child is up when its port accepts connections or its health URL answers 200.
import net from 'node:net';

export function tcpOpen(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean): void => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface HttpProbe {
  ok: boolean;
  status?: number;
  body?: string;
}

export async function httpProbe(url: string, timeoutMs = 2000): Promise<HttpProbe> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { ok: res.status === 200, status: res.status, body };
  } catch {
    return { ok: false };
  }
}

export interface WaitOptions {
  intervalMs?: number;
  /** Give up after this long (default: never). */
  timeoutMs?: number;
  /** Stops waiting early, e.g. when the process being waited for has exited for good. */
  abort?: () => string | undefined;
  /** Called every `slowEveryMs` while still waiting, to tell the operator what is missing. */
  onSlow?: (waitedMs: number) => void;
  slowEveryMs?: number;
}

/** Polls `check` until it returns true; rejects on timeout or abort with the reason. */
export async function waitUntil(check: () => Promise<boolean>, opts: WaitOptions = {}): Promise<void> {
  const started = Date.now();
  const interval = opts.intervalMs ?? 150;
  const slowEvery = opts.slowEveryMs ?? 20_000;
  let nextSlow = started + slowEvery;
  for (;;) {
    if (await check()) return;
    const reason = opts.abort?.();
    if (reason) throw new Error(reason);
    const now = Date.now();
    if (opts.timeoutMs !== undefined && now - started > opts.timeoutMs) {
      throw new Error(`not ready after ${Math.round(opts.timeoutMs / 1000)} s`);
    }
    if (opts.onSlow && now >= nextSlow) {
      opts.onSlow(now - started);
      nextSlow = now + slowEvery;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
