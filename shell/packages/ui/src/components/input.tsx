import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './button';

/** A text field with the design system's look; every native attribute (maxLength, type, required) passes through. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm',
        // Issue 31: placeholders lighter than typed text, so an example never reads as a value.
        'placeholder:text-muted-foreground/60 disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    />
  );
});
