import { parseEnv } from '../../src/env';
import { egressEnv, egressPolicyFrom } from '../../src/egress';

describe('EGRESS_ALLOW', () => {
  it('is empty by default and refuses a bad entry at start, naming the variable', () => {
    expect(parseEnv(egressEnv, {}).EGRESS_ALLOW).toBe('');
    expect(() => parseEnv(egressEnv, { EGRESS_ALLOW: 'ok.test,http://x/' })).toThrow(/EGRESS_ALLOW: "http:\/\/x\/" is not a host/);
  });

  it('folds deprecated lists in, with one line each at start', () => {
    const lines: string[] = [];
    const policy = egressPolicyFrom(
      { EGRESS_ALLOW: '10.0.0.5' },
      { ENV_ALLOWED_HOSTS: ['site.test'], HOSTING_ALLOWED_HOSTS: [] },
      { warn: (m) => lines.push(m) },
    );
    expect(policy.allow.entries).toEqual(['10.0.0.5', 'site.test']);
    expect(lines).toEqual(['ENV_ALLOWED_HOSTS is deprecated: add its entries to EGRESS_ALLOW instead (read for now)']);
  });
});
