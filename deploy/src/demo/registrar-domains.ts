// Domains the demo's simulated registrar accounts hold besides the samples' own, for a newcomer's
// first bulk add: without them every name typed into Add New Domains fails with "Domain not found" at
// every registrar. Each registrar Add New Domains offers an account of (namesilo, namecheap, dynadot;
// the domains service's bulk add) gets its own 20 names, since a domain is registered at one registrar;
// the start text shows them per registrar and a file under DATA_DIR holds them one a line, ready to paste.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Registrar } from '@dop/contracts/registrars';
import type { RegistrarSims } from '@dop/provider-sims';

export const FREE_DOMAINS_PER_REGISTRAR = 20;
export const FREE_DOMAINS_FILE = 'demo-domains.txt';
const REGISTRARS = ['namesilo', 'namecheap', 'dynadot'] as const satisfies readonly Registrar[];
type AddRegistrar = (typeof REGISTRARS)[number];

/** `namesilo-demo-01.com` … `namesilo-demo-20.com`, and the same for every registrar. */
export function freeDomainsOf(registrar: AddRegistrar, count = FREE_DOMAINS_PER_REGISTRAR): string[] {
  return Array.from({ length: count }, (_, i) => `${registrar}-demo-${String(i + 1).padStart(2, '0')}.com`);
}

export interface FreeDomains {
  byRegistrar: Record<AddRegistrar, string[]>;
  /** Absolute path of the list. */
  file: string;
}

/** The file: a comment per registrar, then its names one a line. */
export function freeDomainsText(byRegistrar: Record<AddRegistrar, string[]>): string {
  const head = [
    '# Domains the demo registrar accounts hold and the panel does not list yet.',
    '# Paste one registrar’s block into Add New Domains and choose that registrar’s account.',
  ];
  const blocks = Object.entries(byRegistrar).map(([r, names]) => [`# ${r} (account "Demo ${r}")`, ...names].join('\n'));
  return `${head.join('\n')}\n\n${blocks.join('\n\n')}\n`;
}

/** Adds the names to the simulators' accounts and writes the list into dataDir. */
export async function seedFreeDomains(sims: RegistrarSims, dataDir: string): Promise<FreeDomains> {
  const byRegistrar = {} as Record<AddRegistrar, string[]>;
  for (const r of REGISTRARS) {
    byRegistrar[r] = freeDomainsOf(r);
    for (const name of byRegistrar[r]) sims[r].state.addDomain({ name });
  }
  const file = join(dataDir, FREE_DOMAINS_FILE);
  await writeFile(file, freeDomainsText(byRegistrar));
  return { byRegistrar, file };
}

/** The start text's lines: one per registrar (first and last name), then where the full list is. */
export function freeDomainsLines(free: FreeDomains): string[] {
  return [
    'Domains to try in Add New Domains (each held by that registrar’s demo account; choose the account to match):',
    ...Object.entries(free.byRegistrar).map(([r, names]) => `  ${r}: ${names[0]} … ${names[names.length - 1]}`),
    `  all ${Object.values(free.byRegistrar).flat().length} names, one a line: ${free.file}`,
  ];
}
