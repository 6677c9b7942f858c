import { Button, type ButtonProps } from '@dop/ui';

export interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'type'> {
  label: string;
  /** The spec's busy text ('Signing in...', 'Verifying...', …), shown while the call runs. */
  busyLabel: string;
  busy: boolean;
}

/** A form's submit button; disabled while busy so a double click never sends twice. */
export function SubmitButton({ label, busyLabel, busy, disabled, className, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy} className={className ?? 'w-full'} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** Every back button of the sign-in area (spec 1 §2: they clear all entered form data). */
export function BackButton({ label, onBack }: { label: 'Back to Sign In' | 'Back to Registration'; onBack: () => void }) {
  return (
    <Button variant="ghost" className="w-full" onClick={onBack}>
      {label}
    </Button>
  );
}
