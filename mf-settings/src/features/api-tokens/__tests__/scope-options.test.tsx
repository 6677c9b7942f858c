import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AccessProvider, createQueryClient } from '@dop/mf-kit';
import { useToastStore } from '@dop/ui';
import type { Role } from '@dop/contracts/access';
import { ApiTokensCard } from '../components/api-tokens-card';
import { scopeOptions } from '../lib/scope-options';
import { installFakeTeam, type FakeTeam } from '../../../testing/fake-team';

let team: FakeTeam;
afterEach(() => team.restore());

function renderCard(role: Role) {
  const toasts = { show: useToastStore.getState().show, dismiss: useToastStore.getState().dismiss };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessProvider role={role}>
        <ApiTokensCard toasts={toasts} />
      </AccessProvider>
    </QueryClientProvider>,
  );
}

const scopes = () => [...(screen.getByLabelText('Scope') as HTMLSelectElement).options].map((o) => o.value);

describe('API tokens', () => {
  it('offers scopes only up to the member role', () => {
    expect(scopeOptions('viewer')).toEqual(['read']);
    expect(scopeOptions('operator')).toEqual(['read', 'operate']);
    expect(scopeOptions('owner')).toEqual(['read', 'operate', 'admin']);
    team = installFakeTeam();
    renderCard('operator');
    expect(scopes()).toEqual(['read', 'operate']);
  });

  it('lists scope, expiry and last use, and sends scope and expiry days (default 90)', async () => {
    team = installFakeTeam({
      tokens: [
        {
          id: 't1',
          name: 'ci',
          prefix: 'dop_ab',
          scope: 'read',
          createdAt: '2026-01-01T00:00:00Z',
          expiresAt: '2026-04-01T00:00:00Z',
          lastUsedAt: null,
        },
      ],
    });
    renderCard('viewer');
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByRole('cell', { name: 'read' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Never' })).toBeTruthy();
    expect((screen.getByLabelText('Expires in (days)') as HTMLInputElement).value).toBe('90');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'deploy' } });
    fireEvent.change(screen.getByLabelText('Expires in (days)'), { target: { value: '400' } });
    // The browser refuses it (max=365); the form checks again for any way around that.
    expect((screen.getByLabelText('Expires in (days)') as HTMLInputElement).max).toBe('365');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Create API token' })));
    expect(screen.getByRole('alert').textContent).toBe('Expiry must be 1 to 365 days');
    expect(team.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Expires in (days)'), { target: { value: '30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Token' })));
    expect(team.requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/auth/tokens',
      body: { name: 'deploy', scope: 'read', expiresInDays: 30 },
    });
  });
});

describe('a new token', () => {
  it('shows its secret once', async () => {
    team = installFakeTeam();
    renderCard('admin');
    expect(scopes()).toEqual(['read', 'operate', 'admin']);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('Scope'), { target: { value: 'admin' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Token' })));
    expect((await screen.findByLabelText('New API token')).textContent).toBe('dop_new_full_secret');
    expect(team.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'ops', scope: 'admin', expiresInDays: 90 });
  });
});
