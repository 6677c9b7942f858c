import { useEffect, useState } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useUpdateDisplayName } from '../hooks/use-update-display-name';
import { FormField } from './form-field';

export interface DisplayNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
}

/** Spec 1 §2 / spec 2 §2.15: one text field; the value must be non-empty after trimming. */
export function DisplayNameDialog({ open, onOpenChange, current }: DisplayNameDialogProps) {
  const [value, setValue] = useState(current);
  // Issue 31: the rule's message waits until the user has typed or tried to save; a dialog that opens
  // on an empty name does not greet them with an error.
  const [touched, setTouched] = useState(false);
  const save = useUpdateDisplayName(() => onOpenChange(false));
  // Each opening starts from the name in use, not from a draft left by a cancelled edit.
  useEffect(() => {
    if (open) {
      setValue(current);
      setTouched(false);
    }
  }, [open, current]);
  const blank = value.trim() === '';
  const showProblem = blank && touched;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!blank) save.mutate(value);
          }}
        >
          <DialogHeader>
            <DialogTitle>Display name</DialogTitle>
            <DialogDescription>The name shown in the header and beside your operations.</DialogDescription>
          </DialogHeader>
          <FormField
            label="Display name"
            value={value}
            onValueChange={(v) => {
              setValue(v);
              setTouched(true);
            }}
            maxLength={100}
            aria-invalid={showProblem}
          />
          {showProblem && <p className="text-sm text-destructive">Display name must not be empty</p>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
