import { parseEnv } from '@dop/service-kit';
import { testEnv } from '@dop/service-testing';
import { dnsProvidersEnv } from '../src/config';

const env = (extra: Record<string, string>) => testEnv({ env: { SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'), ...extra } });

describe('dns-providers config', () => {
  it('parses the proxy list once: kinds, credentials, and rotate as the default kind', () => {
    const config = parseEnv(dnsProvidersEnv, env({ PROXY_MONITOR_PROXIES: 'deploy=u:p@10.0.0.1:3128, 10.0.0.2:8080' }));
    expect(config.PROXY_MONITOR_PROXIES).toEqual([
      { kind: 'deploy', proxy: 'u:p@10.0.0.1:3128' },
      { kind: 'rotate', proxy: '10.0.0.2:8080' },
    ]);
    expect(config.PROXY_MONITOR_INTERVAL_MS).toBe(1_800_000);
    expect(config.HE_DNS_URL).toBe('https://dns.he.net/');
    expect(config.PDNS_NS_LABELS).toEqual(['ns1', 'ns2']);
  });

  it('names a bad proxy entry', () => {
    expect(() => parseEnv(dnsProvidersEnv, env({ PROXY_MONITOR_PROXIES: 'socks=1.2.3.4' }))).toThrow(
      /PROXY_MONITOR_PROXIES: "socks=1.2.3.4"/,
    );
  });
});
