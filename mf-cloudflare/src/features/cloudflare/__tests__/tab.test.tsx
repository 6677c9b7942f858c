// The tab through its dialogs with a stand-in backend: grouping and collapse, selection, the Move
// dialog's multi option, Add's checks and body, Update's tabs and error toasts, purge and delete.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { ACCOUNTS, installBackend, posted } from './backend';

const lastToast = () => useToastStore.getState().toasts.at(-1);
const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

beforeEach(() => useToastStore.setState({ toasts: [] }));

it('groups domains by account; a group collapses; selection enables bulk actions', async () => {
  installBackend();
  renderWithShell(App);
  const group = await screen.findByRole('region', { name: 'a@cf.test' });
  expect(
    within(group)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-domain')),
  ).toEqual(['one.com', 'two.com']);
  await click(within(group).getByRole('button', { name: /a@cf.test \(2\)/ }));
  expect(within(group).queryAllByRole('listitem')).toHaveLength(0);
  expect((screen.getByRole('button', { name: 'Move selected' }) as HTMLButtonElement).disabled).toBe(true);
  await click(screen.getByRole('checkbox', { name: 'Select all of a@cf.test' }));
  expect(screen.getByText('Selected: 2')).toBeTruthy();
});

it('Move: no multi option for one domain, multi for two; sends isMove with the ids', async () => {
  const sent = installBackend({
    'POST /api/cloudflare/domains': {
      status: 200,
      body: { success: true, message: 'CloudFlare move started for 2 domain(s)', jobId: 'j1', added: 2, skipped: 0, skippedDomains: [] },
    },
  });
  renderWithShell(App);
  await click(await screen.findByRole('checkbox', { name: 'Select three.com' }));
  await click(screen.getByRole('button', { name: 'Move selected' }));
  let dialog = screen.getByRole('dialog', { name: 'Move Domains to CloudFlare' });
  expect(within(dialog).queryByRole('radio', { name: 'Multiple accounts' })).toBeNull();
  type(within(dialog).getByLabelText('IP address'), '');
  await click(within(dialog).getByRole('button', { name: 'Move Domains' }));
  expect(lastToast()).toMatchObject({ description: 'IP адрес не настроен' });
  await click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await click(screen.getByRole('checkbox', { name: 'Select one.com' }));
  await click(screen.getByRole('button', { name: 'Move selected' }));
  dialog = screen.getByRole('dialog', { name: 'Move Domains to CloudFlare' });
  await click(within(dialog).getByRole('radio', { name: 'Multiple accounts' }));
  type(within(dialog).getByLabelText('CloudFlare emails (one per line)'), 'x@cf.test\ny@cf.test');
  type(within(dialog).getByLabelText('CloudFlare API keys (one per line)'), 'k1\nk2');
  await click(within(dialog).getByRole('button', { name: 'Move Domains' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Move started' }));
  expect(posted(sent, '/api/cloudflare/domains')).toEqual([
    expect.objectContaining({
      isMove: true,
      domainIds: ['1', '3'],
      domains: ['one.com', 'three.com'],
      ipAddress: '203.0.113.1',
      mode: 'multi',
    }),
  ]);
});

it('Add: a spec check is a toast; a skipped duplicate gives the Duplicate domain toast', async () => {
  const sent = installBackend({
    'POST /api/cloudflare/domains': {
      status: 200,
      body: { success: true, message: 'x', jobId: null, added: 0, skipped: 1, skippedDomains: ['one.com'] },
    },
  });
  renderWithShell(App);
  await click(await screen.findByRole('button', { name: 'Add Domains' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New CloudFlare Domains' });
  type(within(dialog).getByLabelText('Domains (one per line)'), 'one.com');
  type(within(dialog).getByLabelText('IP address'), '999.1.1.1');
  await click(within(dialog).getByRole('button', { name: 'Add Domains' }));
  expect(lastToast()).toMatchObject({ description: 'Please enter a valid IPv4 address' });
  type(within(dialog).getByLabelText('IP address'), '198.51.100.4');
  type(within(dialog).getByLabelText('CloudFlare email'), 'a@cf.test');
  type(within(dialog).getByLabelText('CloudFlare API key'), 'key');
  await click(within(dialog).getByRole('button', { name: 'Add Domains' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Duplicate domain' }));
  expect(posted(sent, '/api/cloudflare/domains')[0]).toMatchObject({
    domains: ['one.com'],
    mode: 'single',
    singleAccount: { email: 'a@cf.test', apiKey: 'key' },
    sslMode: 'flexible',
  });
});

it('Add: the server message reaches the failure toast', async () => {
  installBackend({
    'POST /api/cloudflare/domains': {
      status: 400,
      body: { error: { code: 'bad_request', message: 'Invalid request: body.teamTag: Please enter a team tag' } },
    },
  });
  renderWithShell(App);
  await click(await screen.findByRole('button', { name: 'Add Domains' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New CloudFlare Domains' });
  type(within(dialog).getByLabelText('Domains (one per line)'), 'x.com');
  type(within(dialog).getByLabelText('IP address'), '198.51.100.4');
  type(within(dialog).getByLabelText('CloudFlare email'), 'a@cf.test');
  type(within(dialog).getByLabelText('CloudFlare API key'), 'key');
  await click(within(dialog).getByRole('button', { name: 'Add Domains' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({
      title: 'Failed to add CloudFlare domains',
      description: 'Invalid request: body.teamTag: Please enter a team tag',
    }),
  );
});

it("Update: 'A записи' needs an IP; Cloudflare errors get the A records and SSL titles", async () => {
  installBackend({
    'POST /api/cloudflare/update-records': {
      status: 502,
      body: { error: { code: 'cloudflare_error', message: 'two.com: SSL setting is not editable (1016)' } },
    },
  });
  renderWithShell(App);
  await click(await screen.findByRole('button', { name: 'Update CloudFlare two.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Update CloudFlare: two.com' });
  type(within(dialog).getByLabelText('IP адрес'), '');
  await click(within(dialog).getByRole('button', { name: 'Обновить A записи' }));
  expect(lastToast()).toMatchObject({ description: 'IP адрес обязателен' });
  type(within(dialog).getByLabelText('IP адрес'), '192.0.2.1');
  await click(within(dialog).getByRole('button', { name: 'Обновить A записи' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Ошибка обновления A записей', description: 'two.com: SSL setting is not editable (1016)' }),
  );
  const sslTab = within(dialog).getByRole('tab', { name: 'SSL режим' });
  await act(async () => {
    fireEvent.mouseDown(sslTab);
    fireEvent.click(sslTab);
  });
  await click(within(dialog).getByRole('button', { name: 'Обновить SSL режим' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Ошибка обновления SSL режима' }));
});

it('Purge: counts must match (both stated); the answer reports the zone count', async () => {
  const sent = installBackend({
    'POST /api/cloudflare/purge-cache': {
      status: 200,
      body: { success: true, totalZones: 3, message: 'Cache purged for 3 zone(s) in 1 of 1 account(s)' },
    },
  });
  renderWithShell(App);
  await click(await screen.findByRole('button', { name: 'Purge Cache' }));
  const dialog = screen.getByRole('dialog', { name: 'Purge Cache' });
  type(within(dialog).getByLabelText('CloudFlare emails (one per line)'), 'a@cf.test\nb@cf.test');
  type(within(dialog).getByLabelText('CloudFlare API keys (one per line)'), 'k1');
  await click(within(dialog).getByRole('button', { name: 'Purge Cache' }));
  expect(lastToast()).toMatchObject({ description: 'Number of emails (2) must match number of API keys (1)' });
  type(within(dialog).getByLabelText('CloudFlare emails (one per line)'), 'a@cf.test');
  await click(within(dialog).getByRole('button', { name: 'Purge Cache' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Cache purged', description: 'Cache purged for 3 zone(s) in 1 of 1 account(s)' }),
  );
  expect(posted(sent, '/api/cloudflare/purge-cache')).toEqual([{ accounts: [{ email: 'a@cf.test', apiKey: 'k1' }] }]);
});

it('bulk delete asks, then sends the selected ids', async () => {
  const sent = installBackend({
    'POST /api/cloudflare/domains/delete': { status: 200, body: { success: true, deleted: 1, errors: [], message: 'Deleted 1 domain(s)' } },
  });
  renderWithShell(App);
  await click(await screen.findByRole('checkbox', { name: 'Select two.com' }));
  await click(screen.getByRole('button', { name: 'Delete selected' }));
  await click(within(screen.getByRole('dialog', { name: 'Delete CloudFlare domains' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Domains deleted' }));
  expect(posted(sent, '/api/cloudflare/domains/delete')).toEqual([{ ids: ['2'] }]);
});

it('pages 10 accounts at a time and searches from page 1', async () => {
  const sent = installBackend({
    'GET /api/cloudflare/accounts': {
      status: 200,
      body: { ...ACCOUNTS, pagination: { currentPage: 1, totalPages: 2, total: 12, hasPrev: false, hasNext: true } },
    },
  });
  renderWithShell(App);
  await click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(sent.some((s) => s.url.startsWith('/api/cloudflare/accounts?page=2'))).toBe(true));
  type(screen.getByRole('textbox', { name: 'Search CloudFlare domains' }), 'two');
  await waitFor(() => expect(sent.some((s) => s.url === '/api/cloudflare/accounts?page=1&showAll=true&search=two')).toBe(true));
});
