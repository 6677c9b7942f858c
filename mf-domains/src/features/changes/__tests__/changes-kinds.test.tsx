// The Changes card reads every kind of step (issue 30): name servers for a name-server switch, the SSL
// mode of a Cloudflare update, "no zone" for a PowerDNS zone the change created, and steps of domains
// only another tab knows (domainId null); the provider filter offers the four providers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChangeStep } from '@dop/contracts/changes';
import { installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, testShell } from '../../../testing/render-feature';
import { ChangesCard } from '../components/changes-card';
import { detail, STEP, summary } from './helpers/change-fixtures';

const NS_STEP: ChangeStep = {
  ...STEP,
  kind: 'nameservers',
  old: { records: [], nameservers: ['ns1.dnsowl.com', 'ns2.dnsowl.com'] },
  new: { records: [], nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] },
};
const SSL_STEP: ChangeStep = {
  ...STEP,
  domainId: null,
  domain: 'cf-only.com',
  provider: 'cloudflare',
  kind: 'ssl-mode',
  old: { records: [], sslMode: 'flexible' },
  new: { records: [], sslMode: 'full' },
};
const PDNS_STEP: ChangeStep = {
  ...STEP,
  domainId: null,
  domain: 'pdns-only.com',
  provider: 'powerdns',
  old: { records: [], zoneExists: false },
  new: { records: [{ name: '@', content: '192.0.2.7', ttl: 3600 }], zoneExists: true },
};

let backend: FakeFetch;
afterEach(() => backend.restore());

function show(handler: FakeHandler) {
  backend = installFakeFetch(handler);
  renderFeature(<ChangesCard shell={testShell('operator')} />, 'operator');
  fireEvent.click(screen.getByRole('button', { name: 'Changes' }));
}
const listOf = (changes: unknown[]) => ({ body: { changes, totalCount: changes.length, page: 1, limit: 10 } });
const sides = (step: HTMLElement) => [
  within(step).getByRole('list', { name: 'Before' }).textContent,
  within(step).getByRole('list', { name: 'After' }).textContent,
];

describe('Changes card: every kind of step', () => {
  it('a name-server switch shows the old and new name servers, one a line', async () => {
    const change = summary({ source: 'nameserver-switch' });
    show(({ path }) =>
      path.startsWith('/api/changes?')
        ? listOf([change])
        : path === `/api/changes/${change.id}`
          ? { body: detail({}, [NS_STEP]) }
          : undefined,
    );
    const [row] = await screen.findAllByTestId('change-row');
    expect(row.textContent).toContain('Name-server switch');
    fireEvent.click(within(row).getAllByRole('button')[0]);
    const step = await within(row).findByRole('listitem', { name: 'example.com' });
    expect(step.textContent).toContain('Registrar · Name servers');
    const before = within(step).getByRole('list', { name: 'Before' });
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ns1.dnsowl.com', 'ns2.dnsowl.com']);
    expect(sides(step)[1]).toBe('ada.ns.cloudflare.combob.ns.cloudflare.com');
  });

  it('SSL mode and "no zone" read as such, and steps without a domain row still list', async () => {
    const change = summary({ source: 'cloudflare-update', domains: ['cf-only.com', 'pdns-only.com'] });
    show(({ path }) =>
      path.startsWith('/api/changes?')
        ? listOf([change])
        : path === `/api/changes/${change.id}`
          ? { body: detail({}, [SSL_STEP, PDNS_STEP]) }
          : undefined,
    );
    const [row] = await screen.findAllByTestId('change-row');
    expect(row.textContent).toContain('Cloudflare update');
    fireEvent.click(within(row).getAllByRole('button')[0]);
    const ssl = await within(row).findByRole('listitem', { name: 'cf-only.com' });
    expect(ssl.textContent).toContain('Cloudflare · SSL mode');
    expect(sides(ssl)).toEqual(['SSL mode: flexible', 'SSL mode: full']);
    const pdns = within(row).getByRole('listitem', { name: 'pdns-only.com' });
    expect(pdns.textContent).toContain('PowerDNS · A records');
    expect(sides(pdns)).toEqual(['no zone', '@ → 192.0.2.7 (TTL 3600)']);
  });

  it('the provider filter offers the four providers and asks the service for one', async () => {
    show(() => listOf([]));
    await screen.findByText('No changes yet');
    const provider = screen.getByLabelText('Provider') as HTMLSelectElement;
    expect(Array.from(provider.options).map((o) => o.textContent)).toEqual([
      'Any provider',
      'Registrar',
      'Cloudflare',
      'Hurricane Electric',
      'PowerDNS',
    ]);
    fireEvent.change(provider, { target: { value: 'powerdns' } });
    await waitFor(() => expect(backend.requests.at(-1)?.path).toBe('/api/changes?page=1&limit=10&provider=powerdns'));
  });
});
