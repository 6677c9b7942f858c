// The preview over many domains: the first 20 are read (4 at a time) and listed, the rest counted;
// one failed read names its domain and leaves the others shown.
import { render, screen, within } from '@testing-library/react';
import { PREVIEW_DOMAINS, readZones, type ZoneRead } from '../api/current-zone-api';
import { ZonePreview } from '../components/zone-preview';

const reply = (domain: string) => ({
  domain,
  records: [{ name: '@', content: '203.0.113.1' }],
  sslMode: 'full',
  reason: null,
  panel: { ipAddress: '203.0.113.1', sslMode: 'full' },
  differsFromPanel: false,
});

it('reads the domains four at a time; a failed read is that domain’s error only', async () => {
  let inFlight = 0;
  let most = 0;
  global.fetch = jest.fn(async (url: string) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight -= 1;
    const domain = new URL(url, 'http://panel.test').searchParams.get('domain') ?? '';
    const status = domain === 'd3.com' ? 502 : 200;
    const body = status === 200 ? reply(domain) : { error: { code: 'cloudflare_error', message: 'Cloudflare is down' } };
    return { ok: status < 400, status, statusText: '', headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  const reads = await readZones(Array.from({ length: 10 }, (_, i) => `d${i}.com`));
  expect(most).toBe(4);
  expect(reads.map((r) => r.domain)).toEqual(Array.from({ length: 10 }, (_, i) => `d${i}.com`));
  expect(reads[3]).toEqual({ domain: 'd3.com', zone: null, error: '502: Cloudflare is down' });
  expect(reads[4].zone?.sslMode).toBe('full');
});

it('lists the first 20 domains with their changes and counts the rest', () => {
  const domains = Array.from({ length: 25 }, (_, i) => `d${i}.com`);
  const data: ZoneRead[] = domains.slice(0, PREVIEW_DOMAINS).map((d) => ({ domain: d, zone: reply(d), error: null }));
  data[1] = { domain: 'd1.com', zone: null, error: '502: Cloudflare is down' };
  render(<ZonePreview domains={domains} reads={{ data, error: null, isPending: false }} input={{ kind: 'ssl', mode: 'flexible' }} />);
  const preview = screen.getByRole('region', { name: 'Changes at Cloudflare' });
  expect(within(preview).getAllByRole('list', { name: /^What will change for / })).toHaveLength(19);
  expect(within(preview).getByRole('list', { name: 'What will change for d0.com' }).textContent).toBe('SSL mode: full → flexible');
  expect(within(preview).getByRole('listitem', { name: 'd1.com' }).textContent).toBe('d1.comcould not be read: 502: Cloudflare is down');
  expect(preview.textContent).toContain('Showing 20 of 25 domains; 5 more not previewed.');
});
