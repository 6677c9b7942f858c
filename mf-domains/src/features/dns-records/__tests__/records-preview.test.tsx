// Issue 30: the DNS dialog reads what the DNS host holds when it opens and shows, as the user edits,
// what saving will change; a failed read is said quietly and 'Save Changes' works as before.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DomainDto } from '@dop/contracts/domains';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeAnswer, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { DnsRecordsDialog } from '../components/dns-records-dialog';

const DOMAIN = { id: 'd1', name: 'example.com', lastUsedIp: '198.51.100.30' } as DomainDto;
const STORED = [{ id: 'r1', type: 'A', name: '@', content: '198.51.100.30', ttl: 3600 }];
const AT_HOST = [
  { name: '@', content: '198.51.100.30', ttl: 3600 },
  { name: 'www', content: '198.51.100.30', ttl: 3600 },
];

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

function open(current: FakeAnswer) {
  backend = installFakeFetch(({ method, path }) => {
    if (path === '/api/domains/d1/records/current') return current;
    if (path === '/api/domains/d1/records') return method === 'GET' ? { body: { aRecords: STORED } } : { body: { success: true } };
    if (path === '/api/settings') return { body: {} };
    return undefined;
  });
  renderFeature(<DnsRecordsDialog shell={testShell()} domain={DOMAIN} onClose={() => undefined} />);
  return screen.findByRole('region', { name: 'Changes at the DNS host' });
}

describe('DNS dialog preview', () => {
  it('shows where the host differs from the panel, then what the edits change, and saves as before', async () => {
    const preview = await open({ body: { provider: 'registrar', records: AT_HOST, reason: null, differsFromPanel: true } });
    expect(await within(preview).findByRole('note')).toHaveProperty(
      'textContent',
      'Differs from what the panel stored: the DNS host (Registrar) holds @ → 198.51.100.30, www → 198.51.100.30',
    );
    // The panel stored only '@': saving as is removes the host's 'www'.
    const changes = within(preview).getByRole('list', { name: 'What will change' });
    expect(changes.textContent).toBe('− removed www → 198.51.100.30');

    fireEvent.change(screen.getByLabelText('Content 1'), { target: { value: '198.51.100.31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add A Record' }));
    fireEvent.change(screen.getByLabelText('Name 2'), { target: { value: 'www' } });
    fireEvent.change(screen.getByLabelText('Content 2'), { target: { value: '198.51.100.30' } });
    expect(within(preview).getByRole('list', { name: 'What will change' }).textContent).toBe('~ changed @: 198.51.100.30 → 198.51.100.31');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(() => expect(shownToast()?.title).toBe('Records updated'));
    const posted = backend.requests.find((r) => r.method === 'POST');
    expect(posted?.body).toMatchObject({
      aRecords: [
        { name: '@', content: '198.51.100.31' },
        { name: 'www', content: '198.51.100.30' },
      ],
    });
  });

  it('says so when saving changes nothing at the host', async () => {
    const preview = await open({ body: { provider: 'cloudflare', records: [AT_HOST[0]], reason: null, differsFromPanel: false } });
    expect(await within(preview).findByText('Saving changes nothing at the DNS host (Cloudflare).')).toBeTruthy();
    expect(within(preview).queryByRole('note')).toBeNull();
  });

  it('a failed read is said quietly and the dialog still saves', async () => {
    const preview = await open({ status: 502, body: errorBody('provider_failed', 'the registrars service is not running') });
    expect(
      await within(preview).findByText('Could not read what the DNS host holds now (502: the registrars service is not running).'),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it("the host's own reason when it could not be read", async () => {
    const preview = await open({
      body: { provider: 'powerdns', records: null, reason: 'reading powerdns is not supported yet', differsFromPanel: false },
    });
    expect(await within(preview).findByText('The DNS host could not be read: reading powerdns is not supported yet.')).toBeTruthy();
  });
});
