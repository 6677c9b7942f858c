// The domains a newcomer can add in the demo: seeded into real registrar simulators, listed in a file
// under DATA_DIR and in the start text, none of them one the samples add themselves.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRegistrarSims, type RegistrarSims } from '@dop/provider-sims';
import { DEMO_DOMAINS } from '../src/demo/seed';
import { FREE_DOMAINS_FILE, freeDomainsLines, seedFreeDomains } from '../src/demo/registrar-domains';

let sims: RegistrarSims;
let dir: string;
beforeAll(async () => {
  sims = await startRegistrarSims();
  dir = await mkdtemp(join(tmpdir(), 'demo-domains-'));
});
afterAll(async () => {
  await sims.stop();
  await rm(dir, { recursive: true, force: true });
});

test('20 names per registrar of Add New Domains, held by its simulator and listed one a line', async () => {
  const free = await seedFreeDomains(sims, dir);
  expect(Object.keys(free.byRegistrar)).toEqual(['namesilo', 'namecheap', 'dynadot']);
  for (const [registrar, names] of Object.entries(free.byRegistrar)) {
    expect(new Set(names).size).toBe(20);
    for (const name of names) expect(sims[registrar as keyof typeof free.byRegistrar].state.domains.has(name)).toBe(true);
  }
  // Each name is held by one registrar only, and none is added by the samples (it would be a duplicate).
  const all = Object.values(free.byRegistrar).flat();
  expect(new Set(all).size).toBe(60);
  expect(all.filter((n) => Object.values(DEMO_DOMAINS).flat().includes(n))).toEqual([]);

  expect(free.file).toBe(join(dir, FREE_DOMAINS_FILE));
  const lines = (await readFile(free.file, 'utf8')).split('\n');
  expect(lines.filter((l) => l && !l.startsWith('#'))).toEqual(all);
  expect(lines).toContain('# dynadot (account "Demo dynadot")');

  const text = freeDomainsLines(free);
  expect(text).toContain('  namesilo: namesilo-demo-01.com … namesilo-demo-20.com');
  expect(text[text.length - 1]).toBe(`  all 60 names, one a line: ${free.file}`);
});
