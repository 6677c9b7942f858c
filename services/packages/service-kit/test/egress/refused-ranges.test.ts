import { canonicalHost, classifyAddress, REFUSED_SPELLINGS } from '../../src/egress';

describe('classifyAddress over every refused spelling', () => {
  it('has at least 60 spellings', () => expect(REFUSED_SPELLINGS.length).toBeGreaterThanOrEqual(60));

  it.each(REFUSED_SPELLINGS.filter(([s]) => s !== 'localhost'))('%s is refused as %s', (spelling, kind) => {
    const host = canonicalHost(spelling);
    expect(host?.ip).toBeTruthy();
    expect(classifyAddress(host!.ip!)?.kind).toBe(kind);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '[2606:4700::1111]',
    '[::ffff:8.8.8.8]',
    '[64:ff9b::808:808]',
    '[2002:808:808::]',
    '172.32.0.1',
    '100.128.0.1',
  ])('%s is public', (spelling) => expect(classifyAddress(canonicalHost(spelling)!.ip!)).toBeNull());
});

describe('canonicalHost', () => {
  it('lower-cases names and drops a trailing dot', () => expect(canonicalHost('LocalHost.')).toEqual({ host: 'localhost', ip: null }));
  it('refuses what is not a host', () => {
    for (const bad of ['', 'a b', 'x@y', 'h:1', 'h/p', '1.2.3.4.5']) expect(canonicalHost(bad)).toBeNull();
  });
});
