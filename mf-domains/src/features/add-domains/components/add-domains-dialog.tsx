// Add New Domains dialog (spec 2 §2.2): domains one per line, IP address, NS records option with NS
// servers, team tag, registrar accounts, CloudFlare with its settings, update records. Issue 30: the
// single admin's confirm of record updates over the threshold, and a notice when they wait for approval.
import type { ShellApi } from '@dop/mf-kit';
import { CloudflareCredentialInputs, TEAM_TAGS } from '@dop/operations-ui';
import { confirmDomainsOf, confirmMatches, FormDialog, Input, Label, LinesField, SwitchField } from '@dop/ui';
import { useState } from 'react';
import { useBulkAdd } from '../hooks/use-bulk-add';
import { emptyForm, validate, type AddForm } from '../lib/add-form';
import { AccountSelects } from './account-selects';
import { AddHeld } from './add-held';

export function AddDomainsDialog({ shell, open, onOpenChange }: { shell: ShellApi; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<AddForm>(emptyForm);
  const [typed, setTyped] = useState('');
  const [heldChangeId, setHeldChangeId] = useState<string | null>(null);
  const add = useBulkAdd(shell, {
    onDone: () => close(),
    onHeld: (changeId) => {
      setForm(emptyForm());
      setHeldChangeId(changeId);
    },
  });
  const askCount = confirmDomainsOf(add.error);
  // A changed form is another request: the count asked for (or the notice) no longer applies.
  const set = (patch: Partial<AddForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (askCount !== null) add.reset();
    setTyped('');
    setHeldChangeId(null);
  };
  const close = () => {
    setForm(emptyForm());
    setTyped('');
    setHeldChangeId(null);
    add.reset();
    onOpenChange(false);
  };
  const submit = () => {
    const problem = validate(form);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else add.mutate({ form, ...(askCount === null ? {} : { confirmDomains: askCount }) });
  };
  const custom = !(TEAM_TAGS as readonly string[]).includes(form.teamTag);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add New Domains"
      submitLabel="Add Domains"
      busyLabel="Adding..."
      busy={add.isPending}
      submitDisabled={askCount !== null && !confirmMatches(typed, askCount)}
      onSubmit={submit}
    >
      <div className="space-y-3">
        <LinesField
          id="add-domains"
          value={form.domains}
          onValueChange={(domains) => set({ domains })}
          placeholder={'example.com\nexample.org'}
        />
        <SwitchField id="add-use-ns" label="Use NS records" checked={form.useNsRecords} onCheckedChange={(v) => set({ useNsRecords: v })} />
        {form.useNsRecords ? (
          <>
            <LinesField
              id="add-ns"
              label="NS servers (one per line)"
              value={form.nsServers}
              onValueChange={(nsServers) => set({ nsServers })}
            />
          </>
        ) : (
          <>
            <Label htmlFor="add-ip">IP address</Label>
            <Input
              id="add-ip"
              value={form.ipAddress}
              onChange={(e) => set({ ipAddress: e.target.value })}
              placeholder="e.g. 203.0.113.10"
            />
          </>
        )}
        <Label htmlFor="add-tag">Team tag</Label>
        <div className="flex gap-2">
          <select
            id="add-tag"
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={custom ? 'custom' : form.teamTag}
            onChange={(e) => set({ teamTag: e.target.value === 'custom' ? '' : e.target.value })}
          >
            {TEAM_TAGS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            <option value="custom">Custom</option>
          </select>
          {custom && <Input aria-label="Custom team tag" value={form.teamTag} onChange={(e) => set({ teamTag: e.target.value })} />}
        </div>
        <AccountSelects value={form.accounts} onChange={(accounts) => set({ accounts })} />
        <SwitchField
          id="add-use-cf"
          label="Use CloudFlare"
          checked={form.useCloudflare}
          onCheckedChange={(v) => set({ useCloudflare: v })}
        />
        {form.useCloudflare && (
          <CloudflareCredentialInputs
            email={form.cloudflareEmail}
            apiKey={form.cloudflareApiKey}
            onEmail={(cloudflareEmail) => set({ cloudflareEmail })}
            onApiKey={(cloudflareApiKey) => set({ cloudflareApiKey })}
          />
        )}
        <SwitchField
          id="add-update"
          label="Update records"
          checked={form.updateRecords}
          onCheckedChange={(v) => set({ updateRecords: v })}
        />
        <AddHeld
          confirm={askCount === null ? null : { count: askCount, message: add.error?.message ?? '' }}
          typed={typed}
          onTyped={setTyped}
          heldChangeId={heldChangeId}
        />
      </div>
    </FormDialog>
  );
}
