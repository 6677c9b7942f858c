import { useCallback, useMemo } from 'react';
import { RemoteBoundary, type RemoteAppProps } from '@dop/mf-kit';
import { navTabId } from '@dop/ui';
import type { TabDef } from '../app/tabs';
import { useShellApi } from '../app/shell-api-context';
import { TAB_PANEL_ID } from '../layout/tab-bar';
import { loadRemoteApp } from '../remotes/remote-loader';

/** One tab: its remote inside its own boundary, so a dead remote never takes the others down. */
export function TabPage({ tab }: { tab: TabDef }) {
  const base = useShellApi();
  const load = useCallback((attempt: number) => loadRemoteApp(tab.remote, attempt), [tab.remote]);
  // A screen with a fixed scope gets For Me whatever the header switch says.
  const shell = useMemo(() => (tab.ownOperationsOnly ? { ...base, showAllOperations: false } : base), [base, tab.ownOperationsOnly]);
  const props: RemoteAppProps = { shell, basePath: tab.path };
  return (
    <div role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={navTabId(tab.id)} tabIndex={-1} className="outline-none">
      <RemoteBoundary key={tab.id} load={load} props={props} title={tab.label} />
    </div>
  );
}
