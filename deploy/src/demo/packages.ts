// The Debian packages behind the demo's PowerDNS and SSH samples. As root the demo installs them the
// way `npm start` installs nats-server (debian-packages.ts, apt-get); without root it names them and
// goes on: those two samples are then skipped with a notice, every other tab still gets its data.
import { DEBIAN_PACKAGES, ensureDebianPackages, isRoot, type DebianPackage } from '../debian-packages';

/** Which sample each package serves (names as in DEBIAN_PACKAGES, so there is one list of reasons). */
export const DEMO_PACKAGE_USES: Record<string, 'PowerDNS' | 'SSH'> = {
  'pdns-server': 'PowerDNS',
  'pdns-backend-sqlite3': 'PowerDNS',
  sqlite3: 'PowerDNS',
  'openssh-server': 'SSH',
};

export const DEMO_PACKAGES: DebianPackage[] = DEBIAN_PACKAGES.filter((p) => p.name in DEMO_PACKAGE_USES);

export interface DemoPackages {
  missing: string[];
  /** The samples that cannot run for lack of a package ('PowerDNS', 'SSH'). */
  skipped: string[];
}

/**
 * Installs what is missing when it can; returns what is still missing and says, in the demo's voice,
 * which samples go without (and the one command that would bring them).
 */
export function ensureDemoPackages(
  say: (line: string) => void,
  pkgs = DEMO_PACKAGES,
  asRoot = isRoot(),
  uses: Record<string, string> = DEMO_PACKAGE_USES,
): DemoPackages {
  const { missing } = ensureDebianPackages(pkgs, asRoot);
  if (!missing.length) return { missing, skipped: [] };
  const skipped = [...new Set(missing.map((name) => uses[name] ?? name))];
  const why = asRoot ? 'apt-get could not install them' : 'installing them needs root';
  say(
    `the ${skipped.join(' and ')} sample${skipped.length > 1 ? 's' : ''} will be skipped (${why}): ` +
      `sudo apt-get install -y ${missing.join(' ')} and start the demo again to have them`,
  );
  return { missing, skipped };
}
