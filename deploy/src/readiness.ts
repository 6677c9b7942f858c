// Hand-written: wait-on would be a dependency for two probes that node:net and fetch do in a few lines.
// Readiness: a child is up when its port accepts connections or its health URL answers 200; the
// polling itself is service-kit's waitFor.
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
