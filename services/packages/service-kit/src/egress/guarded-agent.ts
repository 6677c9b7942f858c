// The guard as undici needs it: a connector that resolves and checks the destination on every new
// connection and hands undici's own connector the checked address, keeping the original name for
// TLS (SNI and certificate check). Nothing leaves before the check, and no second lookup happens.
import { isIP } from 'node:net';
import { Agent, buildConnector, Pool, ProxyAgent, type Dispatcher } from 'undici';
import type { EgressPolicy } from './egress-policy';

export interface GuardedOptions {
  /** Connect timeout in ms (undici's default is 10 s). */
  connectTimeoutMs?: number;
}

export function guardedConnector(policy: EgressPolicy, opts: GuardedOptions = {}): buildConnector.connector {
  const connect = buildConnector({ timeout: opts.connectTimeoutMs });
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    policy.resolve(options.hostname, port).then(
      ({ address }) =>
        connect(
          {
            ...options,
            hostname: address,
            // getServerName(host) below would see the name; keep it explicitly in case host is absent.
            servername: options.servername ?? (isIP(options.hostname.replace(/^\[|\]$/g, '')) ? undefined : options.hostname),
          },
          callback,
        ),
      (err: Error) => callback(err, null),
    );
  };
}

/** An Agent whose every connection goes through the guard. Redirects: undici's fetch still follows
 * them unless called with `redirect: 'manual'`; use refuseRedirect on the answer. */
export function guardedAgent(policy: EgressPolicy, opts: GuardedOptions = {}): Agent {
  return new Agent({ connect: guardedConnector(policy, opts) });
}

/** A ProxyAgent whose connection to the proxy itself goes through the guard (the proxy is the
 * user's input; what lies behind it is the proxy's business). */
export function guardedProxyAgent(policy: EgressPolicy, proxy: { uri: string; token?: string }, opts: GuardedOptions = {}): Dispatcher {
  const connect = guardedConnector(policy, opts);
  return new ProxyAgent({
    uri: proxy.uri,
    token: proxy.token,
    clientFactory: (origin: URL, options: object) => new Pool(origin, { ...options, connect }),
  });
}
