import { useLocation } from 'react-router-dom';
import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { Tabs, TabsContent } from '@dop/ui';
import { AuditTab } from '../features/audit/components/audit-tab';
import { SecurityArea } from '../features/security/components/security-area';
import { TeamTab } from '../features/team/components/team-tab';
import { ApiCredentialsCard } from '../features/registrar-accounts/components/api-credentials-card';
import { StaticIpCard } from '../features/user-settings/components/static-ip-card';
import { TimezoneCard } from '../features/user-settings/components/timezone-card';
import { SUB_TAB_ROUTES, SubTabList, subTabFor, type SubTab } from './sub-tabs';
import './app.css';

export const TAB_TITLE = 'Settings';
export { SUB_TAB_ROUTES };

export default function App({ shell }: RemoteAppProps) {
  const { pathname } = useLocation();
  const current = subTabFor(pathname);
  const admin = shell.can('admin');

  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-settings-title" className="space-y-4">
        <h1 id="mf-settings-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <Tabs value={current} onValueChange={(value) => shell.navigate(SUB_TAB_ROUTES[value as SubTab])}>
          <SubTabList />
          <TabsContent value="general" className="space-y-4">
            <TimezoneCard toasts={shell.toasts} />
            <StaticIpCard toasts={shell.toasts} />
            <ApiCredentialsCard toasts={shell.toasts} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityArea toasts={shell.toasts} />
          </TabsContent>
          <TabsContent value="team">{admin && <TeamTab toasts={shell.toasts} />}</TabsContent>
          <TabsContent value="audit">{admin && <AuditTab />}</TabsContent>
        </Tabs>
      </section>
    </ShellAccessProvider>
  );
}
