import { useId, type InputHTMLAttributes } from 'react';
import { Input, Label } from '@dop/ui';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled input: the label names the field for screen readers (and for the e2e tests). */
export function FormField({ label, value, onValueChange, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
    </div>
  );
}

/** Spec 1 §5 / §9: verification, reset and 2FA codes take at most 6 characters. */
export const CODE_MAX_LENGTH = 6;

export function CodeField(props: Omit<FormFieldProps, 'maxLength'>) {
  return <FormField maxLength={CODE_MAX_LENGTH} inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** The e-mail input of the login, register and forgot-password forms; the browser checks its form. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <FormField label="Email" type="email" autoComplete="email" {...props} />;
}
