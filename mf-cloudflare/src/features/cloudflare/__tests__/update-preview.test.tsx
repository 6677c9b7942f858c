// Issue 30 in the Update CloudFlare dialog: the preview (read from GET /api/cloudflare/current when the
// dialog opens) shows old → new as the user types, flags a zone changed behind the panel, names a zone
// that could not be read; a change held for a second admin is "Waiting for approval", not the success
// toast; a single admin types the domain count and the save is sent again with confirmDomains.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { installBackend, posted } from './backend';

const lastToast = () => useToastStore.getState().toasts.at(-1);
const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

const zone = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    domain: 'two.com',
    records: [
      { name: '@', content: '203.0.113.1' },
      { name: 'www', content: '203.0.113.1' },
    ],
    sslMode: 'flexible',
    reason: null,
    panel: { ipAddress: '203.0.113.1', sslMode: 'flexible' },
    differsFromPanel: false,
    ...over,
  },
});

async function openDialog() {
  renderWithShell(App);
  await click(await screen.findByRole('button', { name: 'Update CloudFlare two.com' }));
  return screen.getByRole('dialog', { name: 'Update CloudFlare: two.com' });
}

const changes = (dialog: HTMLElement) => within(dialog).findByRole('list', { name: 'What will change for two.com' });

beforeEach(() => useToastStore.setState({ toasts: [] }));

it('shows what Cloudflare holds and old → new as the IP and SSL mode are edited; saving keeps the spec toast', async () => {
  const sent = installBackend({
    'GET /api/cloudflare/current': zone({ records: [{ name: '@', content: '203.0.113.1' }] }),
    'POST /api/cloudflare/update-records': { status: 200, body: { success: true, message: 'Updated 1 domain(s)' } },
  });
  const dialog = await openDialog();
  expect((await changes(dialog)).textContent).toBe('A @: 203.0.113.1 (unchanged)A www: none → 203.0.113.1');
  expect(sent.some((s) => s.url === '/api/cloudflare/current?domain=two.com')).toBe(true);
  type(within(dialog).getByLabelText('IP адрес'), '198.51');
  expect((await changes(dialog)).textContent).toBe('A @: 203.0.113.1A www: none');
  type(within(dialog).getByLabelText('IP адрес'), '198.51.100.7');
  expect((await changes(dialog)).textContent).toBe('A @: 203.0.113.1 → 198.51.100.7A www: none → 198.51.100.7');
  expect(within(dialog).queryByRole('note')).toBeNull();

  const sslTab = within(dialog).getByRole('tab', { name: 'SSL режим' });
  await act(async () => {
    fireEvent.mouseDown(sslTab);
    fireEvent.click(sslTab);
  });
  expect((await changes(dialog)).textContent).toBe('SSL mode: flexible (unchanged)');
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'SSL режим' }), { target: { value: 'full' } });
  expect((await changes(dialog)).textContent).toBe('SSL mode: flexible → full');
  await click(within(dialog).getByRole('button', { name: 'Обновить SSL режим' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'SSL режим обновлен', description: 'Updated 1 domain(s)' }));
  expect(posted(sent, '/api/cloudflare/update-records')).toEqual([{ domains: ['two.com'], sslMode: 'full' }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('flags a zone that differs from what the panel applied', async () => {
  installBackend({
    'GET /api/cloudflare/current': zone({
      records: [
        { name: '@', content: '192.0.2.9' },
        { name: 'www', content: '192.0.2.9' },
      ],
      sslMode: 'full',
      differsFromPanel: true,
    }),
  });
  const dialog = await openDialog();
  expect((await within(dialog).findByRole('note')).textContent).toBe(
    'Cloudflare differs from what the panel applied (the panel applied IP 203.0.113.1, SSL flexible)',
  );
  expect((await changes(dialog)).textContent).toBe('A @: 192.0.2.9 → 203.0.113.1A www: 192.0.2.9 → 203.0.113.1');
});

it('names a zone that could not be read, and still saves', async () => {
  const sent = installBackend({
    'GET /api/cloudflare/current': zone({ records: null, sslMode: null, reason: 'zone two.com not found in a@cf.test' }),
    'POST /api/cloudflare/update-records': { status: 200, body: { success: true, message: 'Updated 1 domain(s)' } },
  });
  const dialog = await openDialog();
  const preview = within(dialog).getByRole('region', { name: 'Changes at Cloudflare' });
  await waitFor(() => expect(preview.textContent).toBe('two.com could not be read: zone two.com not found in a@cf.test'));
  await click(within(dialog).getByRole('button', { name: 'Обновить A записи' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'A записи обновлены' }));
  expect(posted(sent, '/api/cloudflare/update-records')).toEqual([{ domains: ['two.com'], ipAddress: '203.0.113.1' }]);
});

it('a held change says "Waiting for approval" instead of the success toast, and closes', async () => {
  installBackend({
    'GET /api/cloudflare/current': zone(),
    'POST /api/cloudflare/update-records': {
      status: 202,
      body: { changeId: 'c'.repeat(24), status: 'awaiting_approval', message: 'A second administrator must approve this change' },
    },
  });
  const dialog = await openDialog();
  type(within(dialog).getByLabelText('IP адрес'), '198.51.100.7');
  await click(within(dialog).getByRole('button', { name: 'Обновить A записи' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Waiting for approval', description: 'A second administrator must approve this change' }),
  );
  expect(useToastStore.getState().toasts.map((t) => t.title)).not.toContain('A записи обновлены');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a single admin types the domain count; the save is sent again with confirmDomains', async () => {
  const message = 'It changes 30 domains, more than 25; this team has a single administrator: type the number of domains (1) to confirm';
  // installBackend reads its answers at each call: the second save gets the second answer.
  const routes: Record<string, { status: number; body: unknown }> = {
    'GET /api/cloudflare/current': zone(),
    'POST /api/cloudflare/update-records': { status: 409, body: { error: { code: 'conflict', message, details: { confirmDomains: 1 } } } },
  };
  const sent = installBackend(routes);
  const dialog = await openDialog();
  type(within(dialog).getByLabelText('IP адрес'), '198.51.100.7');
  await click(within(dialog).getByRole('button', { name: 'Обновить A записи' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  // Asked, not failed: no failure toast.
  expect(lastToast()).toBeUndefined();
  const save = within(dialog).getByRole('button', { name: 'Обновить A записи' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  type(within(dialog).getByLabelText('Type 1 to confirm'), '1');
  expect(save.disabled).toBe(false);
  routes['POST /api/cloudflare/update-records'] = { status: 200, body: { success: true, message: 'Updated 1 domain(s)' } };
  await click(save);
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'A записи обновлены' }));
  expect(posted(sent, '/api/cloudflare/update-records')).toEqual([
    { domains: ['two.com'], ipAddress: '198.51.100.7' },
    { domains: ['two.com'], ipAddress: '198.51.100.7', confirmDomains: 1 },
  ]);
});
