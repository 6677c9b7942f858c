import { useEffect } from 'react';
import { listenForStepUp } from './step-up-request';
import { useStepUpStore } from './step-up-store';
import { StepUpDialog } from './step-up-dialog';

/** Rendered once per page (the shell, a standalone remote): answers every step-up request of any bundle. */
export function StepUpHost() {
  const open = useStepUpStore((s) => s.open);
  const settle = useStepUpStore((s) => s.settle);
  useEffect(() => listenForStepUp((done) => useStepUpStore.getState().enqueue(done)), []);
  return <StepUpDialog open={open} onDone={settle} />;
}
