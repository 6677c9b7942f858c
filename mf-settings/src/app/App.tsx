import { useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@dop/mf-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dop/ui';
import { SecurityArea } from '../features/security/components/security-area';
import { ApiCredentialsCard } from '../features/registrar-accounts/components/api-credentials-card';
import { StaticIpCard } from '../features/user-settings/components/static-ip-card';
import { TimezoneCard } from '../features/user-settings/components/timezone-card';
import './app.css';

export const TAB_TITLE = 'Settings';

/** Spec 1 §2: the Security sub-tab has its own route, /security; General lives at /settings. */
export const SUB_TAB_ROUTES = { general: '/settings', security: '/security' } as const;
type SubTab = keyof typeof SUB_TAB_ROUTES;

export default function App({ shell }: RemoteAppProps) {
  const { pathname } = useLocation();
  const current: SubTab = pathname.startsWith(SUB_TAB_ROUTES.security) ? 'security' : 'general';

  return (
    <section aria-labelledby="mf-settings-title" className="space-y-4">
      <h1 id="mf-settings-title" className="text-2xl font-semibold tracking-tight">
        {TAB_TITLE}
      </h1>
      <Tabs value={current} onValueChange={(value) => shell.navigate(SUB_TAB_ROUTES[value as SubTab])}>
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
        </TabsList>
        <TabsContent value="general" className="space-y-4">
          <TimezoneCard toasts={shell.toasts} />
          <StaticIpCard toasts={shell.toasts} />
          <ApiCredentialsCard toasts={shell.toasts} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityArea toasts={shell.toasts} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
