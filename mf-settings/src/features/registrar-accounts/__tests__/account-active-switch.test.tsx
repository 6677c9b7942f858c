// Issue 29: each saved registrar account has an "Active" switch, saved at once with only isActive.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { installFakeBackend, type FakeBackend } from '../../../testing/fake-backend';
import { renderCard } from '../../../testing/render-card';

let backend: FakeBackend;
beforeEach(() => useToastStore.getState().clear());
afterEach(() => backend.restore());

const ACCOUNT = {
  id: 1,
  registrar: 'namecheap',
  name: 'Main',
  apiKey: 'k',
  username: 'anna',
  apiUser: 'anna',
  clientIp: '203.0.113.5',
  isActive: true,
};

it('turns an account inactive through PUT with isActive alone, and shows it off', async () => {
  backend = installFakeBackend({ accounts: { namecheap: [ACCOUNT] } });
  renderCard();
  const item = await screen.findByRole('article', { name: 'Main (id1)' });
  const active = within(item).getByRole('switch', { name: 'Active' });
  expect(active.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(active);
  await waitFor(() => expect(backend.requests.some((r) => r.method === 'PUT')).toBe(true));
  expect(backend.requests.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/accounts/namecheap/1', body: { isActive: false } });
  await waitFor(() => expect(within(item).getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('false'));
});
