import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
import { Toaster, useToastStore } from '@dop/ui';
import { ShellLayout } from '../app/shell-layout';
import { goToLogin } from '../features/auth/hooks/use-logout';
import { SESSION_QUERY_KEY } from '../features/auth/hooks/use-session';
import { installScriptedIdentity, USER, type Answer, type ScriptedIdentity } from '../features/auth/__tests__/helpers/scripted-identity';

let identity: ScriptedIdentity;
afterEach(() => {
  identity.restore();
  jest.restoreAllMocks();
});

function renderShell(path: string) {
  act(() => useToastStore.getState().clear());
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ShellLayout />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

const signedIn = {
  '/api/auth/me': { status: 200, body: { user: USER } },
  '/api/deployment/status': { status: 200, body: { changeIndicator: 'abcdef0123' } },
};

describe('session check and routes', () => {
  it("shows 'Загрузка...' while the check runs, at most 500 ms, then the sign-in screen; a late user still signs in", async () => {
    let answer!: (a: Answer) => void;
    identity = installScriptedIdentity({ ...signedIn, '/api/auth/me': () => new Promise<Answer>((r) => (answer = r)) });
    const started = Date.now();
    renderShell('/');
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    await screen.findByRole('tab', { name: 'Sign Up' }, { timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(screen.queryByText('Загрузка...')).toBeNull();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the remote of '/', as below
    act(() => answer({ status: 200, body: { user: USER } }));
    await screen.findByRole('button', { name: 'Привет, anna' });
  });

  it('a failed check means signed out: protected routes show the sign-in screen, an unknown path the 404 page', async () => {
    identity = installScriptedIdentity({ '/api/auth/me': { status: 500 } });
    renderShell('/billing');
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(screen.queryByRole('banner')).toBeNull();
    identity.restore();
    identity = installScriptedIdentity({ '/api/auth/me': { status: 401 } });
    renderShell('/no-such-page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
  });

  it('signed in, /login leads to / with the header and the first tab selected', async () => {
    identity = installScriptedIdentity(signedIn);
    // The first tab's remote cannot load in jsdom (no remotes.json here); its boundary logs that, which is expected.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/login');
    await screen.findByRole('button', { name: 'Привет, anna' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Domains A records');
  });

  it('logout clears the user and goes to /login even when the call fails', async () => {
    identity = installScriptedIdentity({ ...signedIn, '/api/auth/logout': { status: 502 } });
    const assign = jest.spyOn(goToLogin, 'assign').mockImplementation(() => undefined);
    const queryClient = renderShell('/no-such-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(identity.requests.some((r) => r.method === 'POST' && r.path === '/api/auth/logout')).toBe(true);
  });
});

describe('a member waiting for approval', () => {
  it('sees only the waiting text and Sign Out, on any route', async () => {
    identity = installScriptedIdentity({ '/api/auth/me': { status: 200, body: { user: { ...USER, status: 'pending', role: 'viewer' } } } });
    const assign = jest.spyOn(goToLogin, 'assign').mockImplementation(() => undefined);
    renderShell('/cloudflare');
    await screen.findByText('Your account is waiting for approval by an administrator.');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
  });
});
