// Purge Cache (spec 2 §5, §7): every zone of every given account; emails and API keys one per line,
// their counts must match (the message states both counts). The answer's zone count is the toast.
import type { ShellApi } from '@dop/mf-kit';
import { FormDialog, LinesField } from '@dop/ui';
import { useState } from 'react';
import { usePurge } from '../hooks/use-cloudflare-mutations';
import { purgeBody, validatePurge } from '../lib/forms';

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
          <LinesField id="cf-purge-emails" label="CloudFlare emails (one per line)" value={emails} onValueChange={setEmails} />
        </div>
        <div>
          <LinesField id="cf-purge-keys" label="CloudFlare API keys (one per line)" value={keys} onValueChange={setKeys} />
        </div>
      </div>
    </FormDialog>
  );
}
