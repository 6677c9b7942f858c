import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
import { useToastStore } from '@dop/ui';
import { SecurityArea } from '../components/security-area';
import { lock } from '../lib/unlock-store';
import { installFakeIdentity, type FakeIdentity } from './fake-identity';

let fake: FakeIdentity;
beforeEach(() => {
  lock();
  useToastStore.setState({ toasts: [] });
  fake = installFakeIdentity('the-users-own-password');
});
afterEach(() => fake.restore());

function renderArea() {
  const toasts = { show: useToastStore.getState().show, dismiss: useToastStore.getState().dismiss };
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SecurityArea toasts={toasts} />
    </QueryClientProvider>,
  );
}

const lastToast = () => useToastStore.getState().toasts[0];

async function unlockWith(password: string) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlock' })));
}

describe('Security area', () => {
  it('asks the server: a wrong password stays locked with Incorrect password / Access Denied', async () => {
    renderArea();
    await unlockWith('guess');
    expect(fake.calls).toEqual(['POST /api/auth/step-up']);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password');
    expect(lastToast()).toEqual(expect.objectContaining({ title: 'Access Denied', description: 'Incorrect password' }));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('unlocks with the right password; Lock Access locks again', async () => {
    renderArea();
    await unlockWith('the-users-own-password');
    expect(await screen.findByRole('switch', { name: 'Enable 2FA' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lock Access' })));
    expect(screen.getByRole('form', { name: 'Unlock Security' })).toBeTruthy();
  });

  it("enabling 2FA without an account shows the server's refusal; an empty username is caught", async () => {
    renderArea();
    await unlockWith('the-users-own-password');
    await act(async () => fireEvent.click(await screen.findByRole('switch', { name: 'Enable 2FA' })));
    expect(lastToast()).toEqual(
      expect.objectContaining({
        title: 'Failed to update 2FA settings',
        description: 'Добавьте хотя бы один Telegram аккаунт перед включением 2FA',
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect(screen.getByText('Введите Telegram username')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Telegram username'), { target: { value: '@ann_tg' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('https://t.me/sim_bot?start=tok');
    expect((await screen.findByText(/@ann_tg/)).textContent).toContain('Waiting for Start');
  });
});

describe('Security area with a linked account', () => {
  it('sends a test message to the linked chats and shows how many got it', async () => {
    fake.accounts.push({ id: 'a0', username: 'ann_tg', chatId: '5001', isActive: true });
    renderArea();
    await unlockWith('the-users-own-password');
    expect((await screen.findByText(/@ann_tg/)).textContent).toContain('Linked');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test message' })));
    expect(fake.calls).toContain('POST /api/settings/test-telegram');
    expect(lastToast()).toEqual(expect.objectContaining({ title: 'Тестовое сообщение отправлено: 1' }));
  });
});

describe('Security gate with 2FA on', () => {
  it('asks for the Telegram code after the password, and opens only with the right one', async () => {
    fake.twoFactorEnabled = true;
    renderArea();
    await unlockWith('the-users-own-password');
    fireEvent.change(await screen.findByLabelText('2FA Code'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlock' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code');
    fireEvent.change(screen.getByLabelText('2FA Code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlock' })));
    expect(await screen.findByRole('switch', { name: 'Enable 2FA' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'API Tokens' })).toBeTruthy();
    expect(fake.calls.filter((c) => c === 'POST /api/auth/step-up')).toHaveLength(3);
  });
});
