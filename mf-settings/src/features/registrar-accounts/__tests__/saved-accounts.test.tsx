import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { installFakeBackend, type FakeBackend } from '../../../testing/fake-backend';
import { addForm, click, input, lastToast, openTab, renderCard, type } from '../../../testing/render-card';

let backend: FakeBackend;
beforeEach(() => useToastStore.getState().clear());
afterEach(() => backend.restore());

const NAMECHEAP = {
  id: 1,
  registrar: 'namecheap',
  name: 'Main',
  apiKey: 'nc-key-0123456789abcdef',
  username: 'anna',
  apiUser: 'anna',
  clientIp: '203.0.113.5',
  proxy: '127.0.0.1:3128',
  contactCountry: 'US',
};
const GANDI = { id: 2, registrar: 'gandi', name: null, apiToken: 'gandi-token-abcdefghijkl', proxy: null, contactGiven: 'James' };

const article = (heading: string) => screen.getByRole('article', { name: heading });

describe('saved accounts', () => {
  it("headings read 'name (id{id})' or '<Registrar> Account #{id}'", async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP, { ...NAMECHEAP, id: 4, name: null }] } });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Main (id1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Namecheap Account #4' })).toBeTruthy();
  });

  it('masks secrets with a show/hide toggle; gandi token reads 8 characters and ...; missing gandi contacts read Not set', async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP], gandi: [GANDI] } });
    renderCard();
    const nc = await screen.findByRole('article', { name: 'Main (id1)' });
    expect(within(nc).queryByText('nc-key-012...')).toBeNull();
    await click('Show API Key', nc);
    expect(within(nc).getByText('nc-key-012...')).toBeTruthy();
    await click('Hide API Key', nc);
    expect(within(nc).queryByText('nc-key-012...')).toBeNull();

    await openTab('gandi');
    const g = await screen.findByRole('article', { name: 'Gandi Account #2' });
    expect(within(g).getByText('gandi-to...')).toBeTruthy();
    expect(within(g).queryByRole('button', { name: /Show API Token/ })).toBeNull();
    expect(within(g).getAllByText('Not set')).toHaveLength(7);
    expect(within(g).getByText('James')).toBeTruthy();
  });

  it('entry fields are password inputs; the toggle reveals them except the gandi token', async () => {
    backend = installFakeBackend();
    renderCard();
    await openTab('spaceship');
    await click('Add Spaceship Account');
    const form = addForm('Spaceship');
    expect(input(form, 'API Secret').type).toBe('password');
    await click('Show API Secret', form);
    expect(input(form, 'API Secret').type).toBe('text');
    await openTab('gandi');
    await click('Add Gandi Account');
    expect(input(addForm('Gandi'), 'API Token').type).toBe('password');
    expect(within(addForm('Gandi')).queryByRole('button', { name: /API Token/ })).toBeNull();
  });

  it("edit shows previews, closes the add form, saves with '✓ Save' and toasts (an untouched preview keeps the secret)", async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP] } });
    renderCard();
    await click('Add Namecheap Account');
    await screen.findByRole('heading', { name: 'Main (id1)' });
    await click('Edit Main (id1)');
    await screen.findByRole('button', { name: '✓ Save' });
    expect(screen.queryByRole('form', { name: 'Add Namecheap Account' })).toBeNull();
    const a = article('Main (id1)');
    // Issue 25: secrets arrive as previews; sent back unchanged the service keeps the stored one.
    expect(input(a, 'API Key').value).toBe('nc-key-012...');
    type(input(a, 'Username'), 'anna2');
    await click('✓ Save', a);
    await waitFor(() => expect(lastToast()?.title).toBe('Account updated'));
    expect(lastToast()?.description).toBe('Namecheap account has been updated successfully');
    const put = backend.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/accounts/namecheap/1');
    expect(put.body).toMatchObject({ username: 'anna2', apiKey: 'nc-key-012...', contactCountry: 'US' });
    expect(Object.keys(put.body as object)).not.toContain('apiToken');
    expect(screen.queryByRole('button', { name: '✓ Save' })).toBeNull();
  });

  it('Reveal (admins) fills the full secret into the edit form', async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP] } });
    renderCard();
    await screen.findByRole('heading', { name: 'Main (id1)' });
    await click('Edit Main (id1)');
    const a = article('Main (id1)');
    await click('Reveal', a);
    await waitFor(() => expect(input(a, 'API Key').value).toBe(NAMECHEAP.apiKey));
    expect(backend.requests.some((r) => r.method === 'POST' && r.path === '/api/accounts/namecheap/1/reveal')).toBe(true);
  });

  it("cancel discards the edit ('✗ Cancel' on gandi), and opening an add form cancels an edit", async () => {
    backend = installFakeBackend({ accounts: { gandi: [GANDI] } });
    renderCard();
    await openTab('gandi');
    await screen.findByRole('heading', { name: 'Gandi Account #2' });
    await click('Edit Gandi Account #2');
    type(input(article('Gandi Account #2'), 'Name'), 'Renamed');
    await click('✗ Cancel');
    expect(screen.queryByDisplayValue('Renamed')).toBeNull();
    expect(backend.requests.some((r) => r.method === 'PUT')).toBe(false);
    await click('Edit Gandi Account #2');
    await screen.findByRole('button', { name: '✓ Save' });
    await click('Add Gandi Account');
    expect(screen.queryByRole('button', { name: '✓ Save' })).toBeNull();
  });

  it('an edit with a required field blanked is not sent, and focus goes to that field', async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP] } });
    renderCard();
    await screen.findByRole('heading', { name: 'Main (id1)' });
    await click('Edit Main (id1)');
    const a = await screen.findByRole('article', { name: 'Main (id1)' });
    await screen.findByRole('button', { name: '✓ Save' });
    type(input(a, 'Client IP'), '  ');
    await click('✓ Save', a);
    await waitFor(() => expect(document.activeElement).toBe(input(a, 'Client IP')));
    expect(input(a, 'Client IP').getAttribute('aria-invalid')).toBe('true');
    expect(backend.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('an update failure toasts the spec words and keeps editing', async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP] } });
    backend.failing.add('PUT /api/accounts/namecheap/1');
    renderCard();
    await screen.findByRole('heading', { name: 'Main (id1)' });
    await click('Edit Main (id1)');
    await click('✓ Save', await screen.findByRole('article', { name: 'Main (id1)' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Error updating account',
        description: 'Failed to update Namecheap account',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: '✕ Cancel' })).toBeTruthy();
  });

  it('delete asks first, then deletes and toasts; a failure toasts the spec words', async () => {
    backend = installFakeBackend({
      accounts: { porkbun: [{ id: 7, registrar: 'porkbun', name: 'Pork', apiKey: 'pk', secretKey: 'sk', proxy: 'h:1' }] },
    });
    renderCard();
    await openTab('porkbun');
    await screen.findByRole('heading', { name: 'Pork (id7)' });
    backend.failing.add('DELETE /api/accounts/porkbun/7');
    await click('Delete Pork (id7)');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Porkbun account?')).toBeTruthy();
    await click('Delete', dialog);
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Error deleting account',
        description: 'Failed to delete Porkbun account',
        variant: 'destructive',
      }),
    );
    backend.failing.clear();
    await click('Delete Pork (id7)');
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(lastToast()?.description).toBe('Porkbun account has been deleted successfully'));
    expect(lastToast()?.title).toBe('Account deleted');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pork (id7)' })).toBeNull());
  });
});

describe('saved accounts by role (issue 25)', () => {
  it('an operator sees add, edit and delete disabled with "Needs the admin role"', async () => {
    backend = installFakeBackend({ accounts: { namecheap: [NAMECHEAP] } });
    renderCard('operator');
    await screen.findByRole('heading', { name: 'Main (id1)' });
    for (const name of ['Add Namecheap Account', 'Edit Main (id1)', 'Delete Main (id1)']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe('Needs the admin role');
    }
  });
});
