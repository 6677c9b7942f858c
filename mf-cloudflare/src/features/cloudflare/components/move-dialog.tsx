// Move Domains to CloudFlare (spec 2 §2.4): credentials, IP and SSL mode for the selected domains; the
// multi option appears only when more than one domain is selected.
import type { ShellApi } from '@dop/mf-kit';
import { FormDialog, Input, Label } from '@dop/ui';
import { useState } from 'react';
import { useAddDomains } from '../hooks/use-cloudflare-mutations';
import { emptyAccounts, moveBody, validateMove, type AccountsForm } from '../lib/forms';
import { AccountsFields } from './accounts-fields';

type MoveForm = AccountsForm & { ipAddress: string };

export interface MoveDialogProps {
  shell: ShellApi;
  domains: Array<{ id: string; name: string; ipAddress: string | null }>;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onMoved: () => void;
}

export function MoveDialog({ shell, domains, open, onOpenChange, onMoved }: MoveDialogProps) {
  const [form, setForm] = useState<MoveForm>(() => ({ ...emptyAccounts(), ipAddress: domains.find((d) => d.ipAddress)?.ipAddress ?? '' }));
  const set = (p: Partial<MoveForm>) => setForm((f) => ({ ...f, ...p }));
  const multiAllowed = domains.length > 1;
  const move = useAddDomains(shell, 'move', () => {
    onOpenChange(false);
    onMoved();
  });
  const effective = multiAllowed ? form : { ...form, mode: 'single' as const };
  const submit = () => {
    const problem = validateMove(effective, domains.length);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else move.mutate(moveBody(effective, domains, shell.showAllOperations));
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Move Domains to CloudFlare"
      submitLabel="Move Domains"
      busyLabel="Moving..."
      busy={move.isPending}
      onSubmit={submit}
    >
      <p className="text-sm text-muted-foreground">{domains.map((d) => d.name).join(', ')}</p>
      <div className="space-y-3">
        <Label htmlFor="cf-move-ip">IP address</Label>
        <Input
          id="cf-move-ip"
          placeholder="e.g. 203.0.113.10"
          value={form.ipAddress}
          onChange={(e) => set({ ipAddress: e.target.value })}
        />
        <AccountsFields id="cf-move" value={effective} onChange={set} allowMulti={multiAllowed} />
      </div>
    </FormDialog>
  );
}
