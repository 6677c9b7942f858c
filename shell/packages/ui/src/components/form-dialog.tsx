import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The submit button's text, and its text while the call runs ('Add Domains' / 'Adding...'). */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Keeps the submit disabled for a reason of the form's own (e.g. a confirm not typed yet). */
  submitDisabled?: boolean;
  /** Checks the form and sends it; the dialog stays open until the caller closes it. */
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A wide dialog that scrolls when its form is taller than the screen, with Cancel and a submit button
 * that is disabled while busy so a double click never sends twice.
 */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={cn('max-h-[90vh] max-w-2xl overflow-y-auto', props.className)}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
        </DialogHeader>
        {props.children}
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={props.busy || props.submitDisabled} onClick={props.onSubmit}>
            {props.busy ? props.busyLabel : props.submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
