// Issue 30 on the PowerDNS zone form: a held change shows "Waiting for approval" with its id instead of
// the summary; the single admin's confirm resends with confirmDomains; "Dry run" sends ?dryRun=true and
// shows where the planned change is applied.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { fakeApi, type Call } from '../../../test-support/fake-api';

const ID = '6650f0c0a1b2c3d4e5f60719';
const ASK = 'It changes 2 domains; this team has a single administrator: type the number of domains (2) to confirm';

function backend(update: (c: Call) => unknown) {
  return fakeApi({
    'GET /api/accounts/powerdns': () => [{ id: 'p1', name: 'Local', apiKey: 'abc...', apiUrl: 'http://127.0.0.1:8081', isActive: true }],
    'GET /api/users': () => [],
    'GET /api/logs': () => ({ logs: [] }),
    'GET /api/results': () => [],
    'POST /api/powerdns/update': update,
  });
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const toasts = () => useToastStore.getState().toasts.map((t) => t.title);
const applied = { results: [], successCount: 2, totalProcessed: 2 };

async function fillForm() {
  renderWithShell(App, { path: '/powerdns' });
  await screen.findByRole('option', { name: 'Local' });
  fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'a.com\nb.com' } });
  fireEvent.change(screen.getByLabelText('PowerDNS Account'), { target: { value: 'p1' } });
  fireEvent.change(screen.getByLabelText('Glue IP'), { target: { value: '198.51.100.1' } });
  fireEvent.change(screen.getByLabelText('Proxy IPs (one per line)'), { target: { value: '203.0.113.9' } });
  fireEvent.change(screen.getByLabelText('Backend Server IP'), { target: { value: '203.0.113.10' } });
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('PowerDNS update as a change set', () => {
  it('the single admin confirms; the resent update is held: Waiting for approval with its id', async () => {
    const api = backend((c) =>
      (c.body as { confirmDomains?: number }).confirmDomains === 2
        ? { status: 202, body: { changeId: ID, status: 'awaiting_approval', message: 'held' } }
        : { status: 409, body: { error: { code: 'conflict', message: ASK, details: { confirmDomains: 2 } } } },
    );
    await fillForm();
    await click('Update PowerDNS');
    expect((await screen.findByRole('alert')).textContent).toBe(ASK);
    expect(toasts()).toEqual([]);
    const button = screen.getByRole('button', { name: 'Update PowerDNS' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Type 2 to confirm'), { target: { value: '3' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type 2 to confirm'), { target: { value: '2' } });
    await click('Update PowerDNS');
    const notice = await screen.findByRole('status', { name: 'Waiting for approval' });
    expect(notice.textContent).toContain(`Change ${ID}`);
    expect(screen.queryByRole('table', { name: 'Deployment Summary' })).toBeNull();
    expect(toasts()).toEqual(['Waiting for approval']);
    expect(api.sent('POST', '/api/powerdns/update').map((c) => (c.body as { confirmDomains?: number }).confirmDomains)).toEqual([
      undefined,
      2,
    ]);
  });

  it('Dry run sends ?dryRun=true and says Planned with the change id', async () => {
    const api = backend((c) =>
      c.query.get('dryRun') === 'true' ? { status: 202, body: { changeId: ID, status: 'planned', message: 'planned' } } : applied,
    );
    await fillForm();
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Dry run' })));
    await click('Update PowerDNS');
    const notice = await screen.findByRole('status', { name: 'Planned' });
    expect(notice.textContent).toBe(`Planned: open Changes in the Domains tab to see and apply itChange ${ID}`);
    expect(toasts()).toEqual(['Planned']);
    expect(api.sent('POST', '/api/powerdns/update').map((c) => c.query.get('dryRun'))).toEqual(['true']);
    expect(api.sent('POST', '/api/powerdns/update')[0].body).toMatchObject({
      domains: ['a.com', 'b.com'],
      backendServerIp: '203.0.113.10',
    });
  });
});
