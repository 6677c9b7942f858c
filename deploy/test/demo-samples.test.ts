// The demo's seeding loop: samples of services that are not deployed are skipped with a notice, a
// failing sample is reported and the rest still run.
import { runSamples, type Sample } from '../src/demo/seed';

const sample = (tab: string, service: string): Sample => ({ tab, service, run: async () => `${tab} done` });

test('skips samples of services that are not deployed, reports failures and goes on', async () => {
  const lines: string[] = [];
  const samples = [sample('Domains', 'domains'), sample('SSH', 'ssh'), sample('Hosting', 'hosting')];
  const result = await runSamples(
    samples,
    ['domains', 'hosting'],
    async (s) => {
      if (s.service === 'domains') throw new Error('POST /api/domains/bulk: 503');
      return s.run(undefined as never, undefined as never);
    },
    (l) => lines.push(l),
  );
  expect(result).toEqual({ seeded: ['Hosting'], skipped: ['SSH'], failed: ['Domains'] });
  expect(lines[0]).toBe('✗ Domains: POST /api/domains/bulk: 503');
  expect(lines[1]).toBe('- SSH: skipped, the ssh service is not deployed');
  expect(lines[2]).toMatch(/^✓ Hosting: Hosting done \(\d+\.\d s\)$/);
});
