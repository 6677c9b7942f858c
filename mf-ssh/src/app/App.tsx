import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { ActiveJobs } from '../features/ssh-install/components/active-jobs';
import { InstallConsole } from '../features/ssh-install/components/install-console';
import { ServerListForm } from '../features/ssh-install/components/server-list-form';
import { useJobLogsPoll } from '../features/ssh-install/hooks/use-job-logs-poll';
import { useSshLive } from '../features/ssh-install/hooks/use-ssh-live';
import './app.css';

export const TAB_TITLE = 'SSH';

export interface SshAppProps extends RemoteAppProps {
  /** Tests pass a fake WebSocket factory; the browser's WebSocket otherwise. */
  createSocket?: (url: string) => WebSocket;
}

/** The SSH tab (spec 2 §2.12): server list form, installation console, active background jobs. */
export default function App({ shell, createSocket }: SshAppProps) {
  const live = useSshLive(shell.toasts, createSocket);
  useJobLogsPoll(shell.toasts);
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-ssh-title" className="space-y-4">
        <h1 id="mf-ssh-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <ServerListForm toasts={shell.toasts} />
        <InstallConsole live={live} />
        <ActiveJobs shell={shell} />
      </section>
    </ShellAccessProvider>
  );
}
