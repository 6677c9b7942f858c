// Spec 2 §2.12, §3, §5: the servers to install — IP and password per row, username fixed to root;
// rows can be added and removed but one always remains. Starting answers at once with a job id.
// Issue 31: many servers can be pasted as "ip password" lines (paste-servers.tsx).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RoleButton, serverMessage, type ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Spinner } from '@dop/ui';
import { sshKeys } from '../api/keys';
import { startInstall } from '../api/ssh-api';
import { CRITICAL_ERROR, INSTALL_FAILED_TOAST } from '../lib/complete-job';
import { SSH_USERNAME, toInstallBody, type ServerRow } from '../lib/validate-servers';
import { useSshStore } from '../stores/ssh-store';
import { PasteServers } from './paste-servers';
import type { PastedServer } from '../lib/paste-servers';

let rowIds = 0;
const row = (ip = ''): ServerRow => ({ id: `row-${rowIds++}`, ip, password: '' });

export function ServerListForm({ toasts }: { toasts: ShellApi['toasts'] }) {
  const { ips, setIps, startJob, note, clearConsole, currentJobId } = useSshStore();
  const [rows, setRows] = useState<ServerRow[]>(() => (ips.length ? ips : ['']).map((ip) => row(ip)));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A mutation, so the active jobs (and the shell's jobs indicator, which watches mutations) reread at once.
  const queryClient = useQueryClient();
  const install = useMutation({
    mutationFn: startInstall,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sshKeys.activeJobs }),
  });

  const update = (next: ServerRow[]) => {
    setRows(next);
    setIps(next.map((r) => r.ip));
  };
  // Pasted servers replace the rows left blank, then follow the filled ones.
  const addPasted = (servers: PastedServer[]) =>
    update([...rows.filter((r) => r.ip.trim() || r.password), ...servers.map((s) => ({ ...row(s.ip), password: s.password }))]);
  const change = (id: string, field: 'ip' | 'password', value: string) =>
    update(rows.map((r) => (r.id === id ? { ...r, [field]: value } : r)));

  async function submit() {
    const checked = toInstallBody(rows);
    setProblem('error' in checked ? checked.error : null);
    if ('error' in checked) return;
    setSending(true);
    try {
      const answer = await install.mutateAsync(checked.body);
      if (!answer.success || !answer.jobId) throw new Error(answer.error ?? 'No job was started');
      clearConsole();
      startJob(answer.jobId);
      note(`Background installation started on ${rows.length} server(s): job ${answer.jobId}`, 'info');
    } catch (error) {
      const message = serverMessage(error);
      note(`${CRITICAL_ERROR}: ${message}`, 'error');
      toasts.show({ title: INSTALL_FAILED_TOAST, description: message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Server list</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul aria-label="Servers" className="space-y-2">
          {rows.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <Input
                aria-label={`IP ${i + 1}`}
                placeholder="IP"
                className="w-44"
                value={r.ip}
                onChange={(e) => change(r.id, 'ip', e.target.value)}
              />
              <span className="rounded bg-muted px-2 py-1 text-sm" title="The username is always root">
                {SSH_USERNAME}
              </span>
              <Input
                aria-label={`Password ${i + 1}`}
                placeholder="Password"
                type="password"
                autoComplete="off"
                className="w-56"
                value={r.password}
                onChange={(e) => change(r.id, 'password', e.target.value)}
              />
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove server ${i + 1}`}
                disabled={rows.length === 1}
                onClick={() => update(rows.filter((x) => x.id !== r.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <PasteServers onAdd={addPasted} />
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button variant="outline" onClick={() => update([...rows, row()])}>
            Add server
          </Button>
          <RoleButton route="POST /api/ssh/background-install" onClick={() => void submit()} disabled={sending || currentJobId !== null}>
            Start installation
          </RoleButton>
          {sending && <Spinner />}
        </div>
      </CardContent>
    </Card>
  );
}
