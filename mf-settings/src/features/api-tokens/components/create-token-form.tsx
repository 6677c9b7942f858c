import { useState, type FormEvent } from 'react';
import { Button, cn, focusRing, Input, Label } from '@dop/ui';
import { useAccess, type ShellApi } from '@dop/mf-kit';
import { TOKEN_DEFAULT_DAYS, TOKEN_MAX_DAYS } from '@dop/contracts/auth';
import type { TokenScope } from '@dop/contracts/access';
import { useCreateToken } from '../hooks/use-tokens';
import { SCOPE_LABELS, scopeOptions } from '../lib/scope-options';
import { TokenSecret } from './token-secret';

/** Name, scope (up to the member's role) and expiry in days (default 90, at most 365). */
export function CreateTokenForm({ toasts }: { toasts: ShellApi['toasts'] }) {
  const { role } = useAccess();
  const options = scopeOptions(role);
  const create = useCreateToken(toasts);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [days, setDays] = useState(String(TOKEN_DEFAULT_DAYS));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const expiresInDays = Number(days);
    if (!name.trim()) return setError('Name must not be empty');
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > TOKEN_MAX_DAYS)
      return setError(`Expiry must be 1 to ${TOKEN_MAX_DAYS} days`);
    setError(null);
    create.mutate({ name: name.trim(), scope, expiresInDays }, { onSuccess: () => setName('') });
  }

  return (
    <div className="space-y-3">
      <form aria-label="Create API token" className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <div className="flex flex-col gap-1">
          <Label htmlFor="token-name">Name</Label>
          <Input id="token-name" value={name} onChange={(e) => setName(e.target.value)} className="w-48" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="token-scope">Scope</Label>
          <select
            id="token-scope"
            className={cn('h-10 rounded-md border border-input bg-background px-2 text-sm', focusRing)}
            value={scope}
            onChange={(e) => setScope(e.target.value as TokenScope)}
          >
            {options.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="token-days">Expires in (days)</Label>
          <Input
            id="token-days"
            type="number"
            min={1}
            max={TOKEN_MAX_DAYS}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="w-28"
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Token'}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {create.data && <TokenSecret secret={create.data.secret} toasts={toasts} />}
    </div>
  );
}
