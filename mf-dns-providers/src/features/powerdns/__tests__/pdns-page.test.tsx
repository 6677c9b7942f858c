import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { fakeApi } from '../../../test-support/fake-api';

const entry = (proxy: string, kind: string, alive: boolean) => ({
  proxy,
  kind,
  alive,
  latencyMs: alive ? 12 : null,
  error: alive ? null : 'TCP connect failed: ECONNREFUSED',
  checkedAt: '2026-01-01T00:00:00.000Z',
});
const pools = (extra: number) => ({
  success: true,
  message: 'checked',
  checkedAt: '2026-01-01T00:00:00.000Z',
  data: {
    rotateProxyPool: [entry('10.0.0.1:3128', 'rotate', true)],
    deadProxyPool: Array.from({ length: extra }, (_, i) => entry(`10.0.1.${i}:3128`, 'rotate', false)),
    deployProxyPool: [],
    activeProxyPool: [entry('10.0.0.1:3128', 'rotate', true)],
  },
});

function backend() {
  return fakeApi({
    'GET /api/accounts/powerdns': () => [
      { id: 'p1', name: 'Local', apiKey: 'abcdefghij...', apiUrl: 'http://127.0.0.1:8081', isActive: true },
      { id: 'p2', name: 'Second', apiKey: 'klmnopqrst...', apiUrl: 'http://10.0.0.2:8081', isActive: true },
    ],
    'POST /api/accounts/powerdns': (c) => ({ id: 'p3', ...(c.body as object), apiKey: 'new...' }),
    'DELETE /api/accounts/powerdns/p2': () => ({ success: true, id: 'p2' }),
    'PUT /api/accounts/powerdns/p1': () => ({ status: 409, body: { error: { code: 'conflict', message: 'Name already taken' } } }),
    'GET /api/users': () => [],
    'GET /api/logs': () => ({ logs: [] }),
    'GET /api/results': () => [],
    'POST /api/powerdns/update': () => ({
      results: [
        {
          domain: 'nova.com',
          success: true,
          message: 'Zone created: A nova.com, www.nova.com → Nova IP 203.0.113.9',
          timestamp: '2026-01-01T00:00:00.000Z',
        },
      ],
      successCount: 1,
      totalProcessed: 1,
    }),
    'GET /api/proxy-monitoring': (c) => pools(c.query.get('refresh') === 'true' ? 2 : 1),
  });
}

beforeEach(() => useToastStore.setState({ toasts: [] }));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const openTab = (name: string) => act(async () => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 }));

describe('PowerDNS tab', () => {
  it("refuses without domains or account with the spec's messages", async () => {
    const api = backend();
    renderWithShell(App, { path: '/powerdns' });
    await click('Update PowerDNS');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Please enter at least one domain' });
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'x.com' } });
    await click('Update PowerDNS');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Please select a PowerDNS account' });
    expect(api.sent('POST', '/api/powerdns/update')).toEqual([]);
  });

  it('sends a Nova Deploy update (proxy field labelled Nova IP, backend null) and shows the summary', async () => {
    const api = backend();
    renderWithShell(App, { path: '/powerdns' });
    await screen.findByRole('option', { name: 'Local' });
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'Nova.COM' } });
    fireEvent.change(screen.getByLabelText('PowerDNS Account'), { target: { value: 'p1' } });
    fireEvent.change(screen.getByLabelText('Glue IP'), { target: { value: '198.51.100.1' } });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Nova Deploy' })));
    expect(screen.queryByLabelText('Backend Server IP')).toBeNull();
    fireEvent.change(screen.getByLabelText('Nova IP'), { target: { value: '203.0.113.9' } });
    await click('Update PowerDNS');
    const summary = await screen.findByRole('table', { name: 'Deployment Summary' });
    expect(api.sent('POST', '/api/powerdns/update')[0].body).toEqual({
      domains: ['nova.com'],
      selectedAccountId: 'p1',
      glueIp: '198.51.100.1',
      proxyIps: ['203.0.113.9'],
      backendServerIp: null,
      isNovaDeploy: true,
    });
    expect(summary.textContent).toContain('Nova IP 203.0.113.9');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'PowerDNS updated' });
    expect(api.calls.some((c) => c.path === '/api/logs' && c.query.get('operationType') === 'powerdns')).toBe(true);
  });

  it('adds an account through the dialog and deletes one only after confirmation', async () => {
    const api = backend();
    renderWithShell(App, { path: '/powerdns' });
    await screen.findByRole('button', { name: 'Delete Second' });
    await click('Add Account');
    await click('Save');
    expect(useToastStore.getState().toasts[0].title).toBe('Please fill in: Name, API Key, API URL');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Third' } });
    fireEvent.change(screen.getByLabelText('API Key'), { target: { value: 'k-123' } });
    fireEvent.change(screen.getByLabelText('API URL'), { target: { value: 'http://10.0.0.3:8081' } });
    await click('Save');
    await waitFor(() => expect(api.sent('POST', '/api/accounts/powerdns')).toHaveLength(1));
    expect(api.sent('POST', '/api/accounts/powerdns')[0].body).toEqual({
      name: 'Third',
      apiKey: 'k-123',
      apiUrl: 'http://10.0.0.3:8081',
      isActive: true,
    });

    await click('Delete Second');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the PowerDNS account Second?');
    expect(api.sent('DELETE', '/api/accounts/powerdns/p2')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(api.sent('DELETE', '/api/accounts/powerdns/p2')).toHaveLength(1));
  });

  it('edits an account from the list and toasts the server message when the update is refused', async () => {
    const api = backend();
    renderWithShell(App, { path: '/powerdns' });
    await screen.findByRole('button', { name: 'Edit Local' });
    await click('Edit Local');
    const dialog = await screen.findByRole('dialog', { name: 'Edit PowerDNS Account' });
    expect((within(dialog).getByLabelText('API URL') as HTMLInputElement).value).toBe('http://127.0.0.1:8081');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Second  ' } });
    await click('Save');
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(api.sent('PUT', '/api/accounts/powerdns/p1')[0].body).toEqual({
      name: 'Second',
      apiKey: 'abcdefghij...',
      apiUrl: 'http://127.0.0.1:8081',
      isActive: true,
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Failed to update PowerDNS account',
      description: 'Name already taken',
    });
    expect(screen.getByRole('dialog', { name: 'Edit PowerDNS Account' })).toBeTruthy();
  });

  it('shows the four pools with counts and the 30-minute note; Refresh checks now', async () => {
    const api = backend();
    renderWithShell(App, { path: '/powerdns' });
    await openTab('Monitoring Proxy');
    expect(screen.getByText('Data updates automatically every 30 minutes.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Dead count').textContent).toBe('1'));
    expect(['Rotate', 'Deploy', 'Active'].map((p) => screen.getByLabelText(`${p} count`).textContent)).toEqual(['1', '0', '1']);
    await click('Refresh');
    await waitFor(() => expect(screen.getByLabelText('Dead count').textContent).toBe('2'));
    expect(api.calls.filter((c) => c.path === '/api/proxy-monitoring').map((c) => c.query.get('refresh'))).toEqual([null, 'true']);
  });
});
