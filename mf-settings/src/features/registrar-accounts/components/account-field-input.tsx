import { Button, EyeIcon, EyeOffIcon, Input, Label } from '@dop/ui';
import type { AccountField, Registrar } from '@dop/contracts/registrars';
import { FIELD_LABELS, FIELD_PLACEHOLDERS, hasRevealToggle, isRequired, isSecret } from '../lib/registrar-fields';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';

interface Props {
  registrar: Registrar;
  field: AccountField;
  value: string;
  onChange: (value: string) => void;
  /** Unique per form, so ids and reveal state of the add form and each edit never collide. */
  formKey: string;
  invalid: boolean;
}

/** One labelled input; secrets are password inputs with a show/hide toggle (spec 1 §2). */
export function AccountFieldInput({ registrar, field, value, onChange, formKey, invalid }: Props) {
  const id = `${formKey}-${field}`;
  const revealKey = `${formKey}:${field}`;
  const revealed = useCredentialsPanelStore((s) => s.revealed.has(revealKey));
  const toggleReveal = useCredentialsPanelStore((s) => s.toggleReveal);
  const label = FIELD_LABELS[field];
  const required = isRequired(registrar, field);
  const toggle = hasRevealToggle(registrar, field);
  const masked = isSecret(field) && !(toggle && revealed);
  const errorId = `${id}-error`;

  return (
    <div className="space-y-1">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name={field}
          type={masked ? 'password' : field === 'contactEmail' ? 'email' : 'text'}
          autoComplete={isSecret(field) ? 'new-password' : 'off'}
          value={value}
          placeholder={registrar === 'gandi' && field === 'proxy' ? 'host:port' : FIELD_PLACEHOLDERS[field]}
          required={required}
          aria-required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {toggle && (
          <Button
            variant="outline"
            size="icon"
            aria-label={`${revealed ? 'Hide' : 'Show'} ${label}`}
            aria-pressed={revealed}
            onClick={() => toggleReveal(revealKey)}
          >
            {revealed ? <EyeOffIcon aria-hidden="true" size={16} /> : <EyeIcon aria-hidden="true" size={16} />}
          </Button>
        )}
      </div>
      {invalid && (
        <p id={errorId} className="text-xs text-destructive">
          {label} is required
        </p>
      )}
    </div>
  );
}
