import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { fakeApi } from '../../../test-support/fake-api';

const acct = (id: string, name: string, domainsUsed: number, domainsLimit = 50, isActive = true) => ({
  id,
  name,
  email: `${id}@he.test`,
  password: 'secret1234...',
  proxyServer: null,
  proxyUsername: null,
  proxyPassword: null,
  isActive,
  domainsUsed,
  domainsLimit,
  lastDomainCheck: null,
});
const ACCOUNTS = [acct('full', 'Full One', 50), acct('a1', 'Main', 12, 25), acct('off', 'Off', 0, 50, false)];
const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 10, m)).toISOString();

function backend() {
  return fakeApi({
    'GET /api/accounts/hurricane-electric': () => ACCOUNTS,
    'GET /api/users': () => [{ id: 'u1', username: 'alice', displayName: 'Alice' }],
    'GET /api/logs': () => ({
      logs: [
        {
          id: 'l2',
          message: 'Success: a.com',
          level: 'success',
          timestamp: at(2),
          domain: 'a.com',
          userId: 'u1',
          operationType: 'hurricane-electric',
          user: null,
        },
        {
          id: 'l1',
          message: 'Logging in',
          level: 'info',
          timestamp: at(1),
          domain: null,
          userId: 'u1',
          operationType: 'hurricane-electric',
          user: null,
        },
      ],
    }),
    'GET /api/results': () => [
      {
        id: 'r1',
        domain: 'old.com',
        timestamp: at(1),
        userId: 'u1',
        teamTag: null,
        operationType: 'hurricane-electric',
        success: true,
        message: 'ok',
      },
      {
        id: 'r2',
        domain: 'new.com',
        timestamp: at(5),
        userId: 'u1',
        teamTag: null,
        operationType: 'hurricane-electric',
        success: false,
        message: 'Login failed: Incorrect',
      },
      {
        id: 'r3',
        domain: 'new.com',
        timestamp: at(5),
        userId: 'u1',
        teamTag: null,
        operationType: 'hurricane-electric',
        success: false,
        message: 'Login failed: Incorrect',
      },
    ],
    'POST /api/hurricane-electric/update-dns': () => ({
      results: [
        { domain: 'a.com', success: true, message: 'A records a.com, www.a.com → 203.0.113.5 (TTL 900)', timestamp: at(9) },
        {
          domain: 'b.com',
          success: false,
          message: 'You have reached the maximum number of zones (50) allowed for this account.',
          timestamp: at(9),
        },
      ],
    }),
    'PUT /api/accounts/hurricane-electric/a1': (c) => ({ ...ACCOUNTS[1], ...(c.body as object) }),
    'POST /api/hurricane-electric/check-all-limits': () => ({
      status: 502,
      body: { error: { code: 'bad_gateway', message: 'dns.he.net unreachable' } },
    }),
  });
}

beforeEach(() => useToastStore.setState({ toasts: [] }));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const click_ = async (name: string) => act(async () => fireEvent.click(await screen.findByRole('button', { name })));

describe('Hurricane Electric tab', () => {
  it('lists accounts with used/limit (25 shown as 50), full accounts highlighted and last', async () => {
    backend();
    renderWithShell(App, { path: '/hurricane-electric' });
    const list = await screen.findByRole('list', { name: 'Hurricane Electric accounts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual(['Main', 'Off', 'Full One']);
    expect(screen.getByLabelText('Domains used by Main').textContent).toBe('12/50');
    expect(items.map((li) => li.getAttribute('data-full'))).toEqual(['false', 'false', 'true']);
  });

  it("refuses an update with a missing field: 'Please fill in all required fields'", async () => {
    const api = backend();
    renderWithShell(App, { path: '/hurricane-electric' });
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'a.com' } });
    await click('Update DNS');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Please fill in all required fields' });
    expect(api.sent('POST', '/api/hurricane-electric/update-dns')).toEqual([]);
  });

  it('sends domains, IP, TTL and an active account, then shows the Deployment Summary and a failure toast', async () => {
    const api = backend();
    renderWithShell(App, { path: '/hurricane-electric' });
    await screen.findByRole('option', { name: 'Main (a1@he.test)' });
    expect(screen.queryByRole('option', { name: /Off/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: ' a.com \n\n b.com' } });
    fireEvent.change(screen.getByLabelText('IP Address'), { target: { value: '203.0.113.5' } });
    fireEvent.change(screen.getByLabelText('TTL'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'a1' } });
    await click('Update DNS');
    const summary = await screen.findByRole('table', { name: 'Deployment Summary' });
    expect(api.sent('POST', '/api/hurricane-electric/update-dns')[0].body).toEqual({
      domains: ['a.com', 'b.com'],
      ipAddress: '203.0.113.5',
      ttl: 600,
      accountId: 'a1',
    });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'a.comSuccessA records a.com, www.a.com → 203.0.113.5 (TTL 900)',
      'b.comFailedYou have reached the maximum number of zones (50) allowed for this account.',
    ]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'DNS Update Failed', description: '1 of 2 failed' });
  });

  it('shows results newest first without duplicates, with the user tag, and logs oldest first', async () => {
    backend();
    renderWithShell(App, { path: '/hurricane-electric' });
    const results = await screen.findByRole('list', { name: 'DNS Update Results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')[0].textContent).toContain('Alice'));
    const items = within(results).getAllByRole('listitem');
    expect(items.map((li) => [li.getAttribute('data-badge'), li.textContent?.includes('new.com')])).toEqual([
      ['Failed', true],
      ['Success', false],
    ]);
    const logs = await screen.findByRole('list', { name: 'Operation Logs' });
    await waitFor(() => expect(within(logs).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(logs)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-level')),
    ).toEqual(['info', 'success']);
  });

  it('pages accounts with the per-page input (1–1000, invalid back to 10) and toasts a failed limits check', async () => {
    backend();
    renderWithShell(App, { path: '/hurricane-electric' });
    await screen.findByText('Full One');
    const perPage = screen.getByLabelText('Per page');
    fireEvent.change(perPage, { target: { value: '1' } });
    fireEvent.blur(perPage);
    const pager = await screen.findByRole('navigation', { name: 'Hurricane Electric accounts pages' });
    expect(pager.textContent).toContain('1 / 3');
    fireEvent.change(perPage, { target: { value: '5000' } });
    fireEvent.blur(perPage);
    expect((perPage as HTMLInputElement).value).toBe('10');
    await click('Check Limits');
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Не удалось проверить лимиты доменов',
        description: 'dns.he.net unreachable',
      }),
    );
  });

  it('edits an account: the dialog is filled from the list and sends the password preview back unchanged', async () => {
    const api = backend();
    renderWithShell(App, { path: '/hurricane-electric' });
    await click_('Edit Main');
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('a1@he.test');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Main renamed' } });
    fireEvent.change(within(dialog).getByLabelText('Proxy Server'), { target: { value: '10.0.0.9:3128' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.sent('PUT', '/api/accounts/hurricane-electric/a1')).toHaveLength(1));
    expect(api.sent('PUT', '/api/accounts/hurricane-electric/a1')[0].body).toEqual({
      name: 'Main renamed',
      email: 'a1@he.test',
      password: 'secret1234...',
      proxyServer: '10.0.0.9:3128',
      proxyUsername: '',
      proxyPassword: '',
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
