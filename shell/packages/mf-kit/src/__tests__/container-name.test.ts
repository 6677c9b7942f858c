import { containerName, REMOTE_NAMES } from '../remote/container-name';

// The build (CommonJS webpack helpers) and the shell's loader (TypeScript) name containers separately.
const build = require('../../webpack/shared.js') as { containerName: (name: string) => string };

describe('containerName', () => {
  it('turns dashes into underscores under an mf_ prefix', () => {
    expect(containerName('mf-dns-providers')).toBe('mf_dns_providers');
    expect(containerName('domains')).toBe('mf_domains');
  });

  it('agrees with the name the webpack config gives each of the eight remotes', () => {
    expect(REMOTE_NAMES.map(containerName)).toEqual(REMOTE_NAMES.map((r) => build.containerName(r)));
    expect(REMOTE_NAMES.map((r) => build.containerName(r.replace(/^mf-/, '')))).toEqual(REMOTE_NAMES.map(containerName));
  });
});
