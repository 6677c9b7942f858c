import { useCallback } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, useShellApiValue } from '@dop/mf-kit';
import { Spinner, toast } from '@dop/ui';
import { Header } from '../layout/header';
import { TabBar } from '../layout/tab-bar';
import { NotFoundPage } from '../pages/not-found-page';
import { SignInPage } from '../pages/sign-in-page';
import { TabPage } from '../pages/tab-page';
import { SESSION_QUERY_KEY, useSession } from '../session/use-session';
import { ShellApiContext } from './shell-api-context';
import { TABS, tabForPath } from './tabs';

export function ShellLayout() {
  const routerNavigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useCallback((path: string) => void routerNavigate(path), [routerNavigate]);
  const shell = useShellApiValue({ user: session.user, navigate });

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
      return;
    }
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    navigate('/login');
  }, [queryClient, navigate]);

  if (session.checking) return <Spinner fullScreen label="Загрузка..." />;

  return (
    <ShellApiContext.Provider value={shell}>
      <Header user={session.user} onNavigate={navigate} onLogout={logout} />
      <div className="pt-14">
        <TabBar active={tabForPath(pathname)} onNavigate={navigate} />
        <main className="mx-auto max-w-7xl px-4 py-6">
          <Routes>
            {TABS.flatMap((tab) =>
              [tab.path, ...(tab.aliases ?? [])].map((path) => (
                <Route key={path} path={path === '/' ? '/' : `${path}/*`} element={<TabPage tab={tab} />} />
              )),
            )}
            <Route path="/login" element={<SignInPage />} />
            <Route path="/auth" element={<SignInPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
      </div>
    </ShellApiContext.Provider>
  );
}
