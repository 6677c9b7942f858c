// Issue 25: DiorHost accounts are an admin's to add, edit and delete; the edit dialog shows only the
// preview and an admin's Reveal puts the full password in the field.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App from '../../../app/App';
import { account, installBackend } from '../../../test-support/fake-backend';

const member = (role: 'operator' | 'admin') => ({ id: 'u1', username: 'm', role, status: 'active' as const });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DiorHost accounts by role', () => {
  it('an operator sees add, edit and delete disabled with "Needs the admin role"; reads still work', async () => {
    installBackend({ accounts: [account('a1', 'Main', { password: 'hunter2...' })] });
    renderWithShell(App, { user: member('operator') });
    await screen.findByRole('button', { name: 'Edit Main' });
    for (const name of ['Add account', 'Edit Main', 'Delete Main']) {
      expect(button(name).disabled).toBe(true);
      expect(button(name).title).toBe('Needs the admin role');
    }
    expect(button('Sync Main').disabled).toBe(false);
  });

  it('an admin reveals the full password in the edit dialog', async () => {
    const b = installBackend({ accounts: [account('a1', 'Main', { password: 'hunter2...' })] });
    renderWithShell(App, { user: member('admin') });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Main' })));
    const dialog = screen.getByRole('dialog', { name: 'Edit DiorHost account' });
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toContain('hunter2...');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' })));
    expect(password.value).toBe('hunter2-full-password');
    expect(password.type).toBe('text');
    expect(b.calls.some((c) => c.method === 'POST' && c.url === '/api/accounts/diorhost/a1/reveal')).toBe(true);
  });
});
