import { useCallback } from 'react';
import { Navigate, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { useShellApiValue } from '@dop/mf-kit';
import { Spinner } from '@dop/ui';
import { PendingScreen } from '../features/access/pending-screen';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { useSession } from '../features/auth/hooks/use-session';
import { useUserTimezone } from '../features/user-settings/use-user-timezone';
import { MainChrome } from '../layout/main-chrome';
import { NotFoundPage } from '../pages/not-found-page';
import { TabPage } from '../pages/tab-page';
import { ShellApiContext } from './shell-api-context';
import { TABS, type TabDef } from './tabs';

/**
 * Spec 1 §2 routes: /login and /auth are public (signed in, they lead to /); every tab route needs a
 * user and shows the sign-in screen without one; any other path is the public 404 page.
 */
export function ShellLayout() {
  const routerNavigate = useNavigate();
  const session = useSession();
  const navigate = useCallback((path: string) => void routerNavigate(path), [routerNavigate]);
  const timezone = useUserTimezone(Boolean(session.user));
  const shell = useShellApiValue({ user: session.user, navigate, timezone });
  const user = session.user;

  if (session.checking) return <Spinner fullScreen label="Загрузка..." />;
  // Issue 25: a pending (or disabled) member sees only their status and Sign Out, on every route.
  if (user && user.status && user.status !== 'active') return <PendingScreen status={user.status} />;

  const tabRoute = (tab: TabDef, path: string) => (
    <Route key={path} path={path === '/' ? '/' : `${path}/*`} element={user ? <TabPage tab={tab} /> : <SignInScreen />} />
  );
  return (
    <ShellApiContext.Provider value={shell}>
      <Routes>
        <Route path="/login" element={user ? <Navigate to="/" replace /> : <SignInScreen />} />
        <Route path="/auth" element={user ? <Navigate to="/" replace /> : <SignInScreen />} />
        <Route element={user ? <MainChrome /> : <Outlet />}>
          {TABS.flatMap((tab) => [tab.path, ...(tab.aliases ?? [])].map((path) => tabRoute(tab, path)))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ShellApiContext.Provider>
  );
}
