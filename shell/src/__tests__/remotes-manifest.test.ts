import { parseRemotesManifest } from '../remotes/remotes-manifest';

describe('parseRemotesManifest', () => {
  it('accepts the gateway manifest', () => {
    const manifest = { remotes: { 'mf-env': '/remotes/mf-env/remoteEntry.js', 'mf-ssh': '/remotes/mf-ssh/remoteEntry.js' } };
    expect(parseRemotesManifest(manifest)).toEqual(manifest);
    expect(parseRemotesManifest({ remotes: {} })).toEqual({ remotes: {} });
  });

  it('rejects anything without a remotes object', () => {
    expect(() => parseRemotesManifest(null)).toThrow('/remotes.json has no "remotes" object');
    expect(() => parseRemotesManifest({ remotes: ['mf-env'] })).toThrow('no "remotes" object');
    expect(() => parseRemotesManifest('<html>')).toThrow('no "remotes" object');
  });

  it('names the remote whose entry URL is missing', () => {
    expect(() => parseRemotesManifest({ remotes: { 'mf-env': '' } })).toThrow('/remotes.json gives no entry URL for mf-env');
    expect(() => parseRemotesManifest({ remotes: { 'mf-ssh': 3 } })).toThrow('for mf-ssh');
  });
});
