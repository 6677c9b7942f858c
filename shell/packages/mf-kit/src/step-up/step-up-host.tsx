import { useEffect } from 'react';
import { listenForStepUp, registerLocalStepUpHost } from './step-up-request';
import { useStepUpStore } from './step-up-store';
import { StepUpDialog } from './step-up-dialog';

/**
 * One per bundle: every remote gets it from ShellAccessProvider, the shell renders it with `page`, so
 * it also answers requests of any bundle that has no gate of its own.
 */
export function StepUpHost({ page = false }: { page?: boolean }) {
  const open = useStepUpStore((s) => s.open);
  const settle = useStepUpStore((s) => s.settle);
  useEffect(() => {
    const enqueue = (done: (ok: boolean) => void) => useStepUpStore.getState().enqueue(done);
    const unregister = registerLocalStepUpHost(enqueue);
    const unlisten = page ? listenForStepUp(enqueue) : () => undefined;
    return () => {
      unregister();
      unlisten();
    };
  }, [page]);
  return <StepUpDialog open={open} onDone={settle} />;
}
