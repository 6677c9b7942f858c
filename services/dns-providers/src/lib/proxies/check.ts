// One proxy's health: a TCP connect to it, then an HTTP request through it to a known URL, both
// bounded by a timeout and through the egress guard (a proxy at a refused address is dead, with the
// guard's reason, and is never connected to). Dead proxies carry the reason.
import { connect } from 'node:net';
import type { ProxyEntry, ProxyKind } from '@dop/contracts/dns-providers';
import { guardedProxyAgent, type EgressPolicy } from '@dop/service-kit';
import { fetch } from 'undici';

export interface ConfiguredProxy {
  kind: ProxyKind;
  /** [user:pass@]host:port as configured. */
  proxy: string;
}

/** host:port without credentials: what pools show (credentials never leave the service). */
export const publicAddress = (proxy: string) => proxy.replace(/^[^@]*@/, '');

async function tcpConnect(host: string, port: number, timeoutMs: number, egress: EgressPolicy): Promise<void> {
  const { address } = await egress.resolve(host, port);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port });
    const fail = (message: string) => {
      socket.destroy();
      reject(new Error(message));
    };
    socket.setTimeout(timeoutMs, () => fail(`TCP connect timed out after ${timeoutMs} ms`));
    socket.once('error', (err: NodeJS.ErrnoException) => fail(`TCP connect failed: ${err.code ?? err.message}`));
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
  });
}

async function httpThrough(proxy: string, checkUrl: string, timeoutMs: number, egress: EgressPolicy): Promise<void> {
  const at = proxy.lastIndexOf('@');
  const creds = at >= 0 ? proxy.slice(0, at) : '';
  const agent = guardedProxyAgent(egress, {
    uri: `http://${publicAddress(proxy)}`,
    token: creds ? `Basic ${Buffer.from(decodeURIComponent(creds)).toString('base64')}` : undefined,
  });
  try {
    const res = await fetch(checkUrl, { dispatcher: agent, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    if (res.status >= 400) throw new Error(`HTTP through proxy answered ${res.status}`);
  } catch (err) {
    const e = err as { name?: string; message: string; cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new Error(`HTTP through proxy timed out after ${timeoutMs} ms`);
    if (e.message.startsWith('HTTP through proxy')) throw err;
    throw new Error(`HTTP through proxy failed: ${e.cause?.message ?? e.cause?.code ?? e.message}`);
  } finally {
    await agent.close().catch(() => undefined);
  }
}

export async function checkProxy(p: ConfiguredProxy, checkUrl: string, timeoutMs: number, egress: EgressPolicy): Promise<ProxyEntry> {
  const address = publicAddress(p.proxy);
  const colon = address.lastIndexOf(':');
  const started = Date.now();
  const entry = { proxy: address, kind: p.kind };
  try {
    await tcpConnect(address.slice(0, colon), Number(address.slice(colon + 1)), timeoutMs, egress);
    await httpThrough(p.proxy, checkUrl, timeoutMs, egress);
    return { ...entry, alive: true, latencyMs: Date.now() - started, error: null, checkedAt: new Date().toISOString() };
  } catch (err) {
    return { ...entry, alive: false, latencyMs: null, error: (err as Error).message, checkedAt: new Date().toISOString() };
  }
}
