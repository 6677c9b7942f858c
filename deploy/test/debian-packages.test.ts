// Against this machine's real dpkg database and PATH.
import { DEBIAN_PACKAGES, ensureDebianPackages, findBinary, isInstalled } from '../src/debian-packages';

describe('Debian packages', () => {
  it('lists nats-server and chromium, each with a reason', () => {
    expect(DEBIAN_PACKAGES.map((p) => p.name)).toEqual(expect.arrayContaining(['nats-server', 'chromium']));
    for (const p of DEBIAN_PACKAGES) expect(p.why.length).toBeGreaterThan(10);
  });

  it('finds executables on PATH and in the sbin directories', () => {
    expect(findBinary('sh')).toMatch(/\/sh$/);
    expect(findBinary('no-such-binary-here')).toBeUndefined();
  });

  it('knows an installed package from a missing one', () => {
    expect(isInstalled({ name: 'coreutils', bin: 'ls', why: 'test' })).toBe(true);
    expect(isInstalled({ name: 'no-such-package-dop', why: 'test' })).toBe(false);
  });

  it('without root, names each missing package and how to install it, and installs nothing', () => {
    const errors: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      errors.push(String(chunk));
      return true;
    });
    try {
      const r = ensureDebianPackages([{ name: 'no-such-package-dop', why: 'a test of the message' }], false);
      expect(r.missing).toEqual(['no-such-package-dop']);
    } finally {
      spy.mockRestore();
    }
    expect(errors.join('')).toContain(
      'missing Debian package no-such-package-dop (a test of the message); install it with: sudo apt-get install -y no-such-package-dop',
    );
  });

  it('does nothing when every package is present', () => {
    expect(ensureDebianPackages([{ name: 'coreutils', bin: 'ls', why: 'test' }], true)).toEqual({ missing: [] });
  });
});
