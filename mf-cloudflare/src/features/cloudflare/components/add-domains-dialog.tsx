// Add New CloudFlare Domains (spec 2 §2.3): domains, IP, team tag, single / multi accounts, SSL mode.
// Problems of §5 are toasts before anything is sent; a skipped duplicate is the 'Duplicate domain' toast.
import type { ShellApi } from '@dop/mf-kit';
import { TEAM_TAGS } from '@dop/operations-ui';
import { FormDialog, Input, Label, LinesField } from '@dop/ui';
import { useState } from 'react';
import { useAddDomains } from '../hooks/use-cloudflare-mutations';
import { addBody, emptyAddForm, validateAdd, type AddForm } from '../lib/forms';
import { AccountsFields } from './accounts-fields';

export function AddDomainsDialog({ shell, open, onOpenChange }: { shell: ShellApi; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [form, setForm] = useState<AddForm>(emptyAddForm);
  const set = (p: Partial<AddForm>) => setForm((f) => ({ ...f, ...p }));
  const add = useAddDomains(shell, 'add', () => {
    setForm(emptyAddForm());
    onOpenChange(false);
  });
  const submit = () => {
    const problem = validateAdd(form);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else add.mutate(addBody(form, shell.showAllOperations));
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New CloudFlare Domains"
      submitLabel="Add Domains"
      busyLabel="Adding..."
      busy={add.isPending}
      onSubmit={submit}
    >
      <div className="space-y-3">
        <LinesField id="cf-add-domains" value={form.domains} onValueChange={(domains) => set({ domains })} />
        <Label htmlFor="cf-add-ip">IP address</Label>
        <Input id="cf-add-ip" value={form.ipAddress} onChange={(e) => set({ ipAddress: e.target.value })} placeholder="e.g. 203.0.113.10" />
        <Label htmlFor="cf-add-tag">Team tag</Label>
        <Input id="cf-add-tag" list="cf-team-tags" value={form.teamTag} onChange={(e) => set({ teamTag: e.target.value })} />
        <datalist id="cf-team-tags">
          {TEAM_TAGS.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <AccountsFields id="cf-add" value={form} onChange={set} />
      </div>
    </FormDialog>
  );
}
