import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { apiGet, createQueryClient } from '@dop/mf-kit';
import { useToastStore } from '@dop/ui';
import { installFakeBackend, type FakeBackend } from '../../../testing/fake-backend';
import { StaticIpCard } from '../components/static-ip-card';
import { TimezoneCard } from '../components/timezone-card';

let backend: FakeBackend;
beforeEach(() => useToastStore.getState().clear());
afterEach(() => backend.restore());

const toasts = { show: useToastStore.getState().show, dismiss: useToastStore.getState().dismiss };

/** Reads settings the way the shell does (its own key under ['settings']), to see the invalidation reach it. */
function ShellTimezone() {
  const { data } = useQuery({ queryKey: ['settings', 'shell-probe'], queryFn: () => apiGet<{ timezone: string }>('/api/settings') });
  return <output aria-label="shell timezone">{data?.timezone}</output>;
}

function renderCards() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ShellTimezone />
      <TimezoneCard toasts={toasts} />
      <StaticIpCard toasts={toasts} />
    </QueryClientProvider>,
  );
}

describe('time zone card', () => {
  it('saves UTC with POST /api/settings/timezone and refreshes every settings reader', async () => {
    backend = installFakeBackend();
    renderCards();
    const local = await screen.findByRole('radio', { name: 'Local time' });
    expect((local as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole('status', { name: 'shell timezone' }).textContent).toBe('local'));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'UTC' })));
    await waitFor(() => expect(screen.getByRole('status', { name: 'shell timezone' }).textContent).toBe('UTC'));
    expect(backend.requests).toContainEqual({ method: 'POST', path: '/api/settings/timezone', body: { timezone: 'UTC' } });
    expect((screen.getByRole('radio', { name: 'UTC' }) as HTMLInputElement).checked).toBe(true);
  });

  it("a failure shows 'Не удалось обновить часовой пояс' and keeps the stored choice", async () => {
    backend = installFakeBackend();
    backend.failing.add('POST /api/settings/timezone');
    renderCards();
    await act(async () => fireEvent.click(await screen.findByRole('radio', { name: 'UTC' })));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.description).toBe('Не удалось обновить часовой пояс'));
    expect(useToastStore.getState().toasts[0]?.variant).toBe('destructive');
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Local time' }) as HTMLInputElement).checked).toBe(true));
  });
});

describe('IP settings card', () => {
  it('shows the current IP and saves the static IP with POST /api/settings/ip', async () => {
    backend = installFakeBackend();
    renderCards();
    expect(await screen.findByText('198.51.100.7')).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: 'Use static IP' }));
    fireEvent.change(screen.getByLabelText('Static IP'), { target: { value: ' 203.0.113.9 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save IP Settings' })));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('IP settings saved'));
    expect(backend.requests).toContainEqual({
      method: 'POST',
      path: '/api/settings/ip',
      body: { useStaticIp: true, staticIp: '203.0.113.9' },
    });
  });

  it("a refused save shows 'Failed to save IP settings' with the server's own words", async () => {
    backend = installFakeBackend();
    backend.failing.add('POST /api/settings/ip');
    renderCards();
    fireEvent.click(await screen.findByRole('switch', { name: 'Use static IP' }));
    fireEvent.change(screen.getByLabelText('Static IP'), { target: { value: '203.0.113.9' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save IP Settings' })));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Failed to save IP settings'));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ description: 'boom', variant: 'destructive' });
  });
});
