// The demo's Debian packages, against this machine's real dpkg database: the four packages of the
// PowerDNS and SSH samples, and what the demo says (and skips) when one is missing and it is not root.
import { DEMO_PACKAGES, ensureDemoPackages } from '../src/demo/packages';

function stderrOf<T>(fn: () => T): { result: T; errors: string } {
  const errors: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    errors.push(String(chunk));
    return true;
  });
  try {
    return { result: fn(), errors: errors.join('') };
  } finally {
    spy.mockRestore();
  }
}

test('the demo needs pdns-server with its sqlite3 backend and openssh-server', () => {
  expect(DEMO_PACKAGES.map((p) => p.name).sort()).toEqual(['openssh-server', 'pdns-backend-sqlite3', 'pdns-server', 'sqlite3']);
});

test('without root a missing package is named, its sample skipped, and the demo goes on', () => {
  const said: string[] = [];
  // Packages dpkg does not know, standing for pdns-server and openssh-server on a machine without them.
  const pkgs = [
    { name: 'no-such-pdns-dop', why: 'a test of the PowerDNS sample' },
    { name: 'no-such-pdns-backend-dop', why: 'a test of the PowerDNS sample' },
    { name: 'no-such-sshd-dop', why: 'a test of the SSH sample' },
  ];
  const uses = { 'no-such-pdns-dop': 'PowerDNS', 'no-such-pdns-backend-dop': 'PowerDNS', 'no-such-sshd-dop': 'SSH' };
  const { result, errors } = stderrOf(() => ensureDemoPackages((l) => said.push(l), pkgs, false, uses));
  expect(result).toEqual({ missing: pkgs.map((p) => p.name), skipped: ['PowerDNS', 'SSH'] });
  expect(errors).toContain(
    'missing Debian package no-such-sshd-dop (a test of the SSH sample); install it with: sudo apt-get install -y no-such-sshd-dop',
  );
  expect(said).toEqual([
    'the PowerDNS and SSH samples will be skipped (installing them needs root): ' +
      'sudo apt-get install -y no-such-pdns-dop no-such-pdns-backend-dop no-such-sshd-dop and start the demo again to have them',
  ]);
});

test('on this machine (root, packages installable) nothing is skipped', () => {
  const said: string[] = [];
  expect(ensureDemoPackages((l) => said.push(l))).toEqual({ missing: [], skipped: [] });
  expect(said).toEqual([]);
});
