import { render, type RenderResult } from '@testing-library/react';
import { useCallback } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';
import type { RemoteApp, ShellUser } from '../shell-api/shell-api';
import { useShellApiValue } from '../shell-api/use-shell-api-value';

export interface RenderWithShellOptions {
  /** The URL the router starts at. */
  path?: string;
  basePath?: string;
  user?: ShellUser | null;
}

export interface RenderWithShellResult extends RenderResult {
  /** The router's current path, as the remote left it. */
  currentPath: () => string;
}

/**
 * Renders a remote's App the way the shell does (real stores, router and query client), for jsdom
 * tests of remotes; the only difference is an in-memory history.
 */
export function renderWithShell(
  App: RemoteApp,
  { path = '/', basePath = path, user = null }: RenderWithShellOptions = {},
): RenderWithShellResult {
  let location = path;

  function Host() {
    const routerNavigate = useNavigate();
    location = useLocation().pathname;
    const navigate = useCallback((to: string) => void routerNavigate(to), [routerNavigate]);
    const shell = useShellApiValue({ user, navigate });
    return <App shell={shell} basePath={basePath} />;
  }

  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Host />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(result, { currentPath: () => location });
}
