import { StrictMode, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@dop/ui';
import '@dop/ui/src/styles/base.css';
import { createQueryClient } from '../query/query-client';
import type { RemoteApp } from '../shell-api/shell-api';
import { useShellApiValue } from '../shell-api/use-shell-api-value';

function StandaloneHost({ App, basePath }: { App: RemoteApp; basePath: string }) {
  const routerNavigate = useNavigate();
  const navigate = useCallback((path: string) => void routerNavigate(path), [routerNavigate]);
  // No shell around it: nobody is signed in, and the page's own stores stand in for the shell's.
  const shell = useShellApiValue({ user: null, navigate });
  return (
    <main className="mx-auto max-w-6xl p-6">
      <App shell={shell} basePath={basePath} />
    </main>
  );
}

/**
 * Mounts a remote as a page of its own for local development (open its dist/index.html through
 * any static server), with the same providers the shell gives it.
 */
export function mountStandalone(App: RemoteApp, { basePath = '/', rootId = 'root' } = {}): void {
  const element = document.getElementById(rootId);
  if (!element) throw new Error(`No #${rootId} element to mount into`);
  const queryClient = createQueryClient();
  // The page may live under /remotes/mf-<name>/; route relative to wherever it was opened.
  const basename = window.location.pathname.replace(/\/(index\.html)?$/, '') || '/';
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basename}>
          <StandaloneHost App={App} basePath={basePath} />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
