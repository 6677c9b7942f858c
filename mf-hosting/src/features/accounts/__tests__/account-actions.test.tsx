import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { account, installBackend } from '../../../test-support/fake-backend';

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const lastToast = () => useToastStore.getState().toasts[0];

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('account actions', () => {
  it('adds an account through the dialog, sending the form and the user id', async () => {
    const b = installBackend();
    renderWithShell(App, { user: { id: 'u-42', username: 'alice' } });
    await screen.findByText('No DiorHost accounts yet');
    await click('Add account');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Main ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ops@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw-1' } });
    await click('Save');
    expect(b.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Main',
      email: 'ops@example.com',
      password: 'pw-1',
      apiEndpoint: '',
      isActive: true,
      userId: 'u-42',
    });
    await screen.findByRole('table', { name: 'DiorHost accounts' });
    expect(screen.getByText('ops@example.com')).toBeTruthy();
  });

  it('syncs one account and shows its balance', async () => {
    installBackend({ accounts: [account('a1', 'main')] });
    renderWithShell(App);
    await screen.findByRole('button', { name: 'Sync main' });
    await click('Sync main');
    await screen.findByText('10.00 $');
    expect(lastToast()).toMatchObject({ title: 'Account synced' });
  });

  it("toasts 'Не удалось обновить данные аккаунта' with the server's message when a sync fails", async () => {
    installBackend({
      accounts: [account('a1', 'main')],
      failures: { 'POST /api/accounts/diorhost/a1/sync': [422, 'DiorHost account main: wrong login or password'] },
    });
    renderWithShell(App);
    await screen.findByRole('button', { name: 'Sync main' });
    await click('Sync main');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Не удалось обновить данные аккаунта', variant: 'destructive' }));
    expect(lastToast().description).toBe('DiorHost account main: wrong login or password');
  });

  it('Sync All Balances and delete with confirmation', async () => {
    const b = installBackend({ accounts: [account('a1', 'one'), account('a2', 'two')] });
    renderWithShell(App);
    await screen.findByRole('button', { name: 'Sync one' });
    await click('Sync All Balances');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Balances synced', description: '2 account(s)' }));
    await click('Delete two');
    await click('Delete');
    await waitFor(() => expect(screen.queryByText('two')).toBeNull());
    expect(b.calls.some((c) => c.method === 'DELETE' && c.url === '/api/accounts/diorhost/a2')).toBe(true);
  });
});
