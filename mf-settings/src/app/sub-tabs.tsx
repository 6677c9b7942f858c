import type { ReactElement } from 'react';
import { NeedsRole, useAccess } from '@dop/mf-kit';
import { TabsList, TabsTrigger } from '@dop/ui';

/** Spec 1 §2: Security has its own route, /security; General lives at /settings. Issue 25 adds Team and Audit. */
export const SUB_TAB_ROUTES = {
  general: '/settings',
  security: '/security',
  team: '/settings/team',
  audit: '/settings/audit',
} as const;
export type SubTab = keyof typeof SUB_TAB_ROUTES;

export function subTabFor(pathname: string): SubTab {
  if (pathname.startsWith(SUB_TAB_ROUTES.security)) return 'security';
  if (pathname.startsWith(SUB_TAB_ROUTES.team)) return 'team';
  if (pathname.startsWith(SUB_TAB_ROUTES.audit)) return 'audit';
  return 'general';
}

/** General and Security for everyone; Team and Audit for admins, disabled with the tooltip for others. */
export function SubTabList() {
  const access = useAccess();
  const admin = access.can('admin');
  const adminTab = (value: SubTab, label: string): ReactElement => {
    const trigger = (
      <TabsTrigger value={value} disabled={!admin}>
        {label}
      </TabsTrigger>
    );
    return admin ? trigger : <NeedsRole role="admin">{trigger}</NeedsRole>;
  };
  return (
    <TabsList aria-label="Settings sections">
      <TabsTrigger value="general">General</TabsTrigger>
      <TabsTrigger value="security">Security</TabsTrigger>
      {adminTab('team', 'Team')}
      {adminTab('audit', 'Audit')}
    </TabsList>
  );
}
