import { forwardRef, type LabelHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** A form label; pair it with its control through htmlFor so screen readers and tests find the field by name. */
export const Label = forwardRef<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>(function Label({ className, ...props }, ref) {
  return <label ref={ref} className={cn('text-sm font-medium leading-none', className)} {...props} />;
});
