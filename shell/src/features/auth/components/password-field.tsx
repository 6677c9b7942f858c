import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon, IconButton, Input, Label } from '@dop/ui';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** Spec 1 §2: a password input with a show/hide toggle. */
export function PasswordField({ label, value, onValueChange, autoComplete, required }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          autoComplete={autoComplete}
          required={required}
          className="pr-10"
        />
        <IconButton
          icon={visible ? EyeOffIcon : EyeIcon}
          className="absolute right-0.5 top-0.5 h-9 w-9"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      </div>
    </div>
  );
}
