// Purge Cache (spec 2 §5, §7): every zone of every given account; emails and API keys one per line,
// their counts must match (the message states both counts). The answer's zone count is the toast.
// Issue 31: stored accounts are ticked instead of retyped; only their ids are sent.
import type { ShellApi } from '@dop/mf-kit';
import { FormDialog, LinesField } from '@dop/ui';
import { useState } from 'react';
import { usePurge } from '../hooks/use-cloudflare-mutations';
import { useStoredAccounts } from '../hooks/use-stored-accounts';
import { purgeBody, validatePurge } from '../lib/forms';

export function PurgeDialog({ shell, open, onOpenChange }: { shell: ShellApi; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [emails, setEmails] = useState('');
  const [keys, setKeys] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const stored = useStoredAccounts();
  const purge = usePurge(shell, () => onOpenChange(false));
  const toggle = (id: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () => {
    const problem = validatePurge(emails, keys, picked.size);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else purge.mutate(purgeBody(emails, keys, [...picked]).accounts);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Purge Cache"
      submitLabel="Purge Cache"
      busyLabel="Purging..."
      busy={purge.isPending}
      onSubmit={submit}
    >
      {stored.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium">Stored accounts</legend>
          {stored.map((a) => (
            <label key={a.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={picked.has(a.id)} onChange={(e) => toggle(a.id, e.target.checked)} />
              {a.email}
            </label>
          ))}
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-2">
        <div>
          <LinesField id="cf-purge-emails" label="CloudFlare emails (one per line)" value={emails} onValueChange={setEmails} />
        </div>
        <div>
          <LinesField id="cf-purge-keys" label="CloudFlare API keys (one per line)" value={keys} onValueChange={setKeys} />
        </div>
      </div>
    </FormDialog>
  );
}
