// Issue 25 on the PowerDNS tab: provider accounts are an admin's; the key shows as a preview and an
// admin reveals it through the step-up gate; saving an untouched preview keeps the stored key.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { fakeApi } from '../../../test-support/fake-api';

let stepUps = 0;
let steppedUp = false;
function backend() {
  stepUps = 0;
  steppedUp = false;
  return fakeApi({
    'GET /api/accounts/powerdns': () => [
      { id: 'p1', name: 'Local', apiKey: 'abcdefghij...', apiUrl: 'http://127.0.0.1:8081', isActive: true },
    ],
    'PUT /api/accounts/powerdns/p1': (c) => ({ id: 'p1', ...(c.body as object) }),
    'POST /api/accounts/powerdns/p1/reveal': () =>
      steppedUp
        ? { id: 'p1', apiKey: 'abcdefghij-the-whole-key' }
        : { status: 403, body: { error: { code: 'step_up_required', message: 'Confirm your password to continue.' } } },
    'POST /api/auth/step-up': () => {
      stepUps++;
      steppedUp = true;
      return { unlockedUntil: '2030-01-01T00:00:00.000Z' };
    },
    'GET /api/users': () => [],
    'GET /api/logs': () => ({ logs: [] }),
    'GET /api/results': () => [],
    'GET /api/proxy-monitoring': () => ({
      success: true,
      message: '',
      checkedAt: null,
      data: { rotateProxyPool: [], deadProxyPool: [], deployProxyPool: [], activeProxyPool: [] },
    }),
  });
}

const member = (role: 'operator' | 'admin') => ({ id: 'u1', username: 'm', role, status: 'active' as const });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const click = (name: string, scope: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('PowerDNS accounts by role', () => {
  it('an operator may update zones but not add, edit or delete accounts', async () => {
    backend();
    renderWithShell(App, { path: '/powerdns', user: member('operator') });
    await screen.findByRole('button', { name: 'Edit Local' });
    for (const name of ['Add Account', 'Edit Local', 'Delete Local']) {
      expect(button(name).disabled).toBe(true);
      expect(button(name).title).toBe('Needs the admin role');
    }
    expect(button('Update PowerDNS').disabled).toBe(false);
  });

  it('an admin sees the preview, saves it untouched, and reveals the key through the gate', async () => {
    const api = backend();
    renderWithShell(App, { path: '/powerdns', user: member('admin') });
    await screen.findByRole('button', { name: 'Edit Local' });
    await click('Edit Local');
    let dialog = screen.getByRole('dialog', { name: 'Edit PowerDNS Account' });
    expect((within(dialog).getByLabelText('API Key') as HTMLInputElement).value).toBe('abcdefghij...');
    await click('Save', dialog);
    await waitFor(() => expect(api.sent('PUT', '/api/accounts/powerdns/p1')).toHaveLength(1));
    expect(api.sent('PUT', '/api/accounts/powerdns/p1')[0]!.body).toMatchObject({ apiKey: 'abcdefghij...' });

    await click('Edit Local');
    dialog = screen.getByRole('dialog', { name: 'Edit PowerDNS Account' });
    await click('Reveal', dialog);
    const gate = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.change(within(gate).getByLabelText('Password'), { target: { value: 'admin-password' } });
    await click('Confirm', gate);
    dialog = screen.getByRole('dialog', { name: 'Edit PowerDNS Account' });
    await waitFor(() => expect((within(dialog).getByLabelText('API Key') as HTMLInputElement).value).toBe('abcdefghij-the-whole-key'));
    expect((within(dialog).getByLabelText('API Key') as HTMLInputElement).type).toBe('text');
    expect(stepUps).toBe(1);
    expect(api.sent('POST', '/api/accounts/powerdns/p1/reveal')).toHaveLength(2);
  });
});
