// The modal Security gate (issue 25): opened by any call refused with step_up_required; on success the
// call is retried once, Cancel (or Escape) rejects it with the original error.
import { useCallback, type FormEvent } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { StepUpFields } from './step-up-fields';
import { useStepUpFlow } from './use-step-up-flow';

export const STEP_UP_TITLE = 'Confirm your password';

export function StepUpDialog({ open, onDone }: { open: boolean; onDone: (ok: boolean) => void }) {
  const flow = useStepUpFlow({ onUnlocked: useCallback(() => onDone(true), [onDone]) });

  function cancel() {
    flow.reset();
    onDone(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void flow.submit();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && cancel()}>
      <DialogContent>
        <form aria-label={STEP_UP_TITLE} className="grid gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{STEP_UP_TITLE}</DialogTitle>
            <DialogDescription>This action needs your password again (valid for 15 minutes).</DialogDescription>
          </DialogHeader>
          <StepUpFields flow={flow} idPrefix="step-up" />
          <DialogFooter>
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={flow.busy} aria-busy={flow.busy}>
              {flow.busy ? 'Checking...' : 'Confirm'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
