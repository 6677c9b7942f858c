// Issue 31: a job's outcome is a second notification after the spec's result toast. With one toast on
// screen at a time (spec 1 §9) showing it at once would cut the result toast short, so it waits until
// the toast on screen has gone (its 5 s, or dismissed), then shows.
import { useToastStore, type ToastInput } from './toast-store';

export function toastAfterCurrent(input: ToastInput): void {
  const store = useToastStore;
  if (store.getState().toasts.length === 0) {
    store.getState().show(input);
    return;
  }
  const stop = store.subscribe((state) => {
    if (state.toasts.length > 0) return;
    stop();
    state.show(input);
  });
}
