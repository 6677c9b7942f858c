// Purge Cache (spec 2 §5, §7): every zone of every given account; emails and API keys one per line,
// their counts must match (the message states both counts). The answer's zone count is the toast.
import type { ShellApi } from '@dop/mf-kit';
import { FormDialog, Label } from '@dop/ui';
import { useState } from 'react';
import { usePurge } from '../hooks/use-cloudflare-mutations';
import { purgeBody, validatePurge } from '../lib/forms';
import { area } from './accounts-fields';

export function PurgeDialog({ shell, open, onOpenChange }: { shell: ShellApi; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [emails, setEmails] = useState('');
  const [keys, setKeys] = useState('');
  const purge = usePurge(shell, () => onOpenChange(false));
  const submit = () => {
    const problem = validatePurge(emails, keys);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else purge.mutate(purgeBody(emails, keys).accounts);
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
      <div className="grid grid-cols-2 gap-2">
        <div>
          <Label htmlFor="cf-purge-emails">CloudFlare emails (one per line)</Label>
          <textarea id="cf-purge-emails" className={area} value={emails} onChange={(e) => setEmails(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="cf-purge-keys">CloudFlare API keys (one per line)</Label>
          <textarea id="cf-purge-keys" className={area} value={keys} onChange={(e) => setKeys(e.target.value)} />
        </div>
      </div>
    </FormDialog>
  );
}
