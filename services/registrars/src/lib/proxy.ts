// An account's proxy (spec 1 §3) as undici needs it: every call for that account goes through it.
// The proxy is a user's input, so the connection to it goes through the egress guard.
import { guardedProxyAgent, type EgressPolicy } from '@dop/service-kit';
import type { Dispatcher } from 'undici';

export interface ProxySpec {
  uri: string;
  /** Basic credentials for Proxy-Authorization, when the proxy has user:pass. */
  token?: string;
}

export function parseProxy(value: string): ProxySpec {
  const withScheme = /^https?:\/\//.test(value) ? value : `http://${value}`;
  const url = new URL(withScheme);
  const spec: ProxySpec = { uri: `${url.protocol}//${url.host}` };
  if (url.username) {
    const creds = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    spec.token = `Basic ${Buffer.from(creds).toString('base64')}`;
  }
  return spec;
}

/** Agents are reused per proxy so connections to it are pooled. */
export class ProxyAgents {
  private readonly agents = new Map<string, Dispatcher>();

  constructor(private readonly egress: EgressPolicy) {}

  for(proxy: string | null | undefined): Dispatcher | undefined {
    if (!proxy) return undefined;
    let agent = this.agents.get(proxy);
    if (!agent) {
      const spec = parseProxy(proxy);
      agent = guardedProxyAgent(this.egress, { uri: spec.uri, token: spec.token });
      this.agents.set(proxy, agent);
    }
    return agent;
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((a) => a.close().catch(() => undefined)));
    this.agents.clear();
  }
}
