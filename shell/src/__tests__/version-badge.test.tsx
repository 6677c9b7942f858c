import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, VERSION_RELOAD_DELAY_MS } from '@dop/mf-kit';
import { useToastStore } from '@dop/ui';
import { pageReload, VersionBadge } from '../layout/version-badge';
import { installScriptedIdentity, type ScriptedIdentity } from '../features/auth/__tests__/helpers/scripted-identity';

let server: ScriptedIdentity;
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

describe('version badge', () => {
  it('shows the deployed version; a new changeIndicator brings the notice and a reload 2 s later', async () => {
    server = installScriptedIdentity({ '/api/deployment/status': { status: 200, body: { changeIndicator: '0123456789abcdef' } } });
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    useToastStore.getState().clear();
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <VersionBadge />
      </QueryClientProvider>,
    );
    await screen.findByText('v 0123456');

    server.routes['/api/deployment/status'] = { status: 200, body: { changeIndicator: 'fedcba9876543210' } };
    // The 5 s poll, without waiting 5 s.
    await act(() => queryClient.refetchQueries({ queryKey: ['shell', 'deployment-status'] }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'New version deployed',
        description: 'The page reloads in 2 seconds',
      }),
    );
    const noticeAt = Date.now();
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: VERSION_RELOAD_DELAY_MS + 1500 });
    expect(Date.now() - noticeAt).toBeGreaterThanOrEqual(VERSION_RELOAD_DELAY_MS - 200);
    // The badge keeps the version this page runs until the reload replaces it.
    expect(screen.getByText('v 0123456')).toBeTruthy();
  });
});
