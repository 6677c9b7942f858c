import { Button, EyeIcon, EyeOffIcon } from '@dop/ui';
import type { AccountField, AccountView } from '@dop/contracts/registrars';
import { gandiTokenPreview } from '../lib/account-display';
import { contactFieldsOf, FIELD_LABELS, isSecret, mainFieldsOf } from '../lib/registrar-fields';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';
import { ContactSection } from './contact-section';

const MASK = '••••••••';

/** A saved account's values; lists carry previews only, so a revealed secret shows its preview. */
export function AccountReadOnly({ account }: { account: AccountView }) {
  const revealed = useCredentialsPanelStore((s) => s.revealed);
  const toggleReveal = useCredentialsPanelStore((s) => s.toggleReveal);
  const record = account as unknown as Record<string, string | null | undefined>;
  const { registrar } = account;

  const row = (field: AccountField, missing: string) => {
    const value = record[field]?.trim() ? String(record[field]) : null;
    const key = `${registrar}:${account.id}:${field}`;
    let shown: string = value ?? missing;
    let toggle = false;
    if (value && isSecret(field)) {
      if (registrar === 'gandi' && field === 'apiToken') shown = gandiTokenPreview(value);
      else {
        toggle = true;
        shown = revealed.has(key) ? value : MASK;
      }
    }
    return (
      <div key={field} className="flex items-center gap-2 text-sm">
        <dt className="font-medium">{FIELD_LABELS[field]}:</dt>
        <dd className="break-all font-mono text-muted-foreground">{shown}</dd>
        {toggle && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${revealed.has(key) ? 'Hide' : 'Show'} ${FIELD_LABELS[field]}`}
            aria-pressed={revealed.has(key)}
            onClick={() => toggleReveal(key)}
          >
            {revealed.has(key) ? <EyeOffIcon aria-hidden="true" size={16} /> : <EyeIcon aria-hidden="true" size={16} />}
          </Button>
        )}
      </div>
    );
  };

  const contacts = contactFieldsOf(registrar);
  return (
    <div className="space-y-2">
      <dl className="space-y-1">
        {mainFieldsOf(registrar)
          .filter((f) => f !== 'name')
          .map((f) => row(f, '—'))}
      </dl>
      {contacts.length > 0 && (
        <ContactSection defaultOpen reveal={false}>
          {/* Spec 1 §2: gandi shows 'Not set' for a missing contact field. */}
          <dl className="space-y-1 sm:col-span-2">{contacts.map((f) => row(f, registrar === 'gandi' ? 'Not set' : '—'))}</dl>
        </ContactSection>
      )}
    </div>
  );
}
