import { Outlet, useLocation } from 'react-router-dom';
import { useShellApi } from '../app/shell-api-context';
import { tabForPath } from '../app/tabs';
import { useLogout } from '../features/auth/hooks/use-logout';
import { Header } from './header';
import { TabBar } from './tab-bar';

/** The signed-in chrome around the tab routes and the 404 page: header, tab bar, content. */
export function MainChrome() {
  const { pathname } = useLocation();
  const shell = useShellApi();
  const logout = useLogout();
  const active = tabForPath(pathname);
  // Only mounted with a user; the check narrows the type and covers a session ending mid-render.
  if (!shell.user) return null;
  return (
    <>
      <Header
        user={shell.user}
        active={active}
        onNavigate={shell.navigate}
        onLogout={logout}
        scopeSwitchEnabled={!active?.ownOperationsOnly}
      />
      <div className="pt-14">
        <TabBar active={active} onNavigate={shell.navigate} />
        <main className="mx-auto max-w-7xl px-4 py-6">
          <Outlet />
        </main>
      </div>
    </>
  );
}
