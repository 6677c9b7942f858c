// Issue 29: "Import from registrar" in the Domains tab: registrar, one of its accounts and the team tag
// of the domains it creates (default 2333); starts the import job and shows its progress until it ends,
// then the list reloads (use-inventory-job).
import { REGISTRARS, REGISTRAR_LABELS } from '@dop/contracts/registrars';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label } from '@dop/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { domainsKeys, fetchAccounts } from '../../domains/api/domains-api';
import { startImport } from '../api/inventory-api';
import { useInventoryJob } from '../hooks/use-inventory-job';
import { importProgressText } from '../lib/job-text';

const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';
export const IMPORT_TITLE = 'Import from registrar';

export function ImportDialog({ shell, onClose }: { shell: ShellApi; onClose: () => void }) {
  const [registrar, setRegistrar] = useState<string>('porkbun');
  const [accountId, setAccountId] = useState(0);
  const [teamTag, setTeamTag] = useState('2333');
  const accounts = useQuery({ queryKey: domainsKeys.accounts(registrar), queryFn: ({ signal }) => fetchAccounts(registrar, signal) });
  const start = useMutation({
    mutationFn: () => startImport(registrar, accountId, teamTag.trim() || '2333'),
    onError: (err: Error) => shell.toasts.show({ title: 'Error', description: err.message, variant: 'destructive' }),
  });
  const job = useInventoryJob(start.data?.id ?? null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (accountId) start.mutate();
  };
  const started = start.data !== undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{IMPORT_TITLE}</DialogTitle>
          <DialogDescription>Every domain of the account: new ones are added, ones already here are updated.</DialogDescription>
        </DialogHeader>
        <form id="inventory-import-form" onSubmit={submit} noValidate className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="import-registrar">Registrar</Label>
            <select
              id="import-registrar"
              className={SELECT}
              value={registrar}
              disabled={started}
              onChange={(e) => {
                setRegistrar(e.target.value);
                setAccountId(0);
              }}
            >
              {REGISTRARS.map((r) => (
                <option key={r} value={r}>
                  {REGISTRAR_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="import-account">Account</Label>
            <select
              id="import-account"
              className={SELECT}
              value={String(accountId)}
              disabled={started}
              onChange={(e) => setAccountId(Number(e.target.value))}
            >
              <option value="0">—</option>
              {(accounts.data ?? []).map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name ? `${a.name} (#${a.id})` : `#${a.id}`}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="import-team-tag">Team tag</Label>
            <Input id="import-team-tag" value={teamTag} disabled={started} onChange={(e) => setTeamTag(e.target.value)} />
          </div>
        </form>
        {job && (
          <p role={job.status === 'failed' ? 'alert' : 'status'} className={`text-sm ${job.status === 'failed' ? 'text-destructive' : ''}`}>
            {importProgressText(job)}
          </p>
        )}
        {start.error && (
          <p role="alert" className="text-sm text-destructive">
            {start.error.message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {job?.finished ? 'Done' : 'Close'}
          </Button>
          {!started && (
            <RoleButton
              route="POST /api/inventory/import/:registrar/:accountId"
              type="submit"
              form="inventory-import-form"
              disabled={!accountId || start.isPending}
            >
              Start import
            </RoleButton>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
