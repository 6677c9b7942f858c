// Account mode (single / multi) with its credentials, and the SSL mode (spec 2 §4.2: flexible default
// or full); shared by the Add and Move dialogs. `allowMulti` hides multi (Move with one domain).
// Issue 31: a single account is picked from the stored ones (the request carries its id) or typed.
import { CloudflareCredentialInputs } from '@dop/operations-ui';
import { Label, LinesField } from '@dop/ui';
import { useStoredAccounts } from '../hooks/use-stored-accounts';
import type { AccountsForm } from '../lib/forms';

const select = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

export function AccountsFields({
  id,
  value,
  onChange,
  allowMulti = true,
}: {
  id: string;
  value: AccountsForm;
  onChange: (p: Partial<AccountsForm>) => void;
  allowMulti?: boolean;
}) {
  const stored = useStoredAccounts();
  return (
    <div className="space-y-3">
      {allowMulti && (
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium">Account mode</legend>
          {(['single', 'multi'] as const).map((m) => (
            <label key={m} className="flex items-center gap-1 text-sm">
              <input type="radio" name={`${id}-mode`} value={m} checked={value.mode === m} onChange={() => onChange({ mode: m })} />
              {m === 'single' ? 'Single account' : 'Multiple accounts'}
            </label>
          ))}
        </fieldset>
      )}
      {value.mode === 'single' || !allowMulti ? (
        <div className="space-y-2">
          {stored.length > 0 && (
            <div className="flex items-center gap-2">
              <Label htmlFor={`${id}-account`}>CloudFlare account</Label>
              <select
                id={`${id}-account`}
                className={`${select} min-w-0 flex-1`}
                value={value.accountId}
                onChange={(e) => onChange({ accountId: e.target.value })}
              >
                <option value="">Enter e-mail and API key…</option>
                {stored.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.email}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!value.accountId && (
            <CloudflareCredentialInputs
              email={value.email}
              apiKey={value.apiKey}
              onEmail={(email) => onChange({ email })}
              onApiKey={(apiKey) => onChange({ apiKey })}
            />
          )}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <div>
            <LinesField
              id={`${id}-emails`}
              label="CloudFlare emails (one per line)"
              value={value.emails}
              onValueChange={(emails) => onChange({ emails })}
            />
          </div>
          <div>
            <LinesField
              id={`${id}-keys`}
              label="CloudFlare API keys (one per line)"
              value={value.apiKeys}
              onValueChange={(apiKeys) => onChange({ apiKeys })}
            />
          </div>
        </div>
      )}
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-ssl`}>SSL mode</Label>
        <select
          id={`${id}-ssl`}
          className={select}
          value={value.sslMode}
          onChange={(e) => onChange({ sslMode: e.target.value as AccountsForm['sslMode'] })}
        >
          <option value="flexible">flexible</option>
          <option value="full">full</option>
        </select>
      </div>
    </div>
  );
}
