// Issue 30 on the Hurricane Electric form: a change held for a second admin shows "Waiting for
// approval" with its id instead of the Deployment Summary; a single admin types the domain count and
// the update is sent again with confirmDomains; "Dry run" plans it (?dryRun=true) and says where to
// see and apply it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { fakeApi, type Call } from '../../../test-support/fake-api';

const ID = '6650f0c0a1b2c3d4e5f60718';
const ASK = 'It changes 30 domains, more than 25; this team has a single administrator: type the number of domains (30) to confirm';
const ACCOUNT = {
  id: 'a1',
  name: 'Main',
  email: 'a1@he.test',
  password: 'secret1234...',
  proxyServer: null,
  proxyUsername: null,
  proxyPassword: null,
  isActive: true,
  domainsUsed: 0,
  domainsLimit: 50,
  lastDomainCheck: null,
};

function backend(update: (c: Call) => unknown) {
  return fakeApi({
    'GET /api/accounts/hurricane-electric': () => [ACCOUNT],
    'GET /api/users': () => [],
    'GET /api/logs': () => ({ logs: [] }),
    'GET /api/results': () => [],
    'POST /api/hurricane-electric/update-dns': update,
  });
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const toasts = () => useToastStore.getState().toasts.map((t) => t.title);

async function fillForm() {
  renderWithShell(App, { path: '/hurricane-electric' });
  await screen.findByRole('option', { name: 'Main (a1@he.test)' });
  fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'a.com' } });
  fireEvent.change(screen.getByLabelText('IP Address'), { target: { value: '203.0.113.5' } });
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'a1' } });
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('Hurricane Electric update as a change set', () => {
  it('a held change says Waiting for approval with its id, not the summary', async () => {
    backend(() => ({ status: 202, body: { changeId: ID, status: 'awaiting_approval', message: 'held' } }));
    await fillForm();
    await click('Update DNS');
    const notice = await screen.findByRole('status', { name: 'Waiting for approval' });
    expect(notice.textContent).toBe(`Waiting for approvalA second administrator must approve this changeChange ${ID}`);
    expect(screen.queryByRole('table', { name: 'Deployment Summary' })).toBeNull();
    expect(toasts()).toEqual(['Waiting for approval']);
  });

  it('asks a single admin for the domain count, then resends with confirmDomains', async () => {
    const api = backend((c) =>
      (c.body as { confirmDomains?: number }).confirmDomains === 30
        ? { results: [{ domain: 'a.com', success: true, message: 'Updated', timestamp: '2026-01-01T00:00:00.000Z' }] }
        : { status: 409, body: { error: { code: 'conflict', message: ASK, details: { confirmDomains: 30 } } } },
    );
    await fillForm();
    await click('Update DNS');
    expect((await screen.findByRole('alert')).textContent).toBe(ASK);
    expect(toasts()).toEqual([]);
    const button = screen.getByRole('button', { name: 'Update DNS' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type 30 to confirm'), { target: { value: '30' } });
    expect(button.disabled).toBe(false);
    await click('Update DNS');
    await screen.findByRole('table', { name: 'Deployment Summary' });
    expect(toasts()).toEqual(['DNS records updated']);
    expect(
      api.sent('POST', '/api/hurricane-electric/update-dns').map((c) => (c.body as { confirmDomains?: number }).confirmDomains),
    ).toEqual([undefined, 30]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Dry run (off by default) plans the change and says where to apply it', async () => {
    const api = backend((c) =>
      c.query.get('dryRun') === 'true'
        ? { status: 202, body: { changeId: ID, status: 'planned', message: 'planned' } }
        : { results: [{ domain: 'a.com', success: true, message: 'Updated', timestamp: '2026-01-01T00:00:00.000Z' }] },
    );
    await fillForm();
    const dry = screen.getByRole('checkbox', { name: 'Dry run' }) as HTMLInputElement;
    expect(dry.checked).toBe(false);
    await act(async () => fireEvent.click(dry));
    await click('Update DNS');
    const notice = await screen.findByRole('status', { name: 'Planned' });
    expect(notice.textContent).toBe(`Planned: open Changes in the Domains tab to see and apply itChange ${ID}`);
    await act(async () => fireEvent.click(dry));
    await click('Update DNS');
    await screen.findByRole('table', { name: 'Deployment Summary' });
    expect(screen.queryByRole('status', { name: 'Planned' })).toBeNull();
    await waitFor(() =>
      expect(api.sent('POST', '/api/hurricane-electric/update-dns').map((c) => c.query.get('dryRun'))).toEqual(['true', null]),
    );
  });
});
