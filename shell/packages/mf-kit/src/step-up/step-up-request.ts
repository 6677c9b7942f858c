// Any api call answered 403 step_up_required asks the page's one Security gate to open (issue 25).
// Every remote bundles its own copy of this kit, so the request travels as a DOM event on window: the
// host that renders the gate (the shell, or a standalone page) claims it, whichever bundle asked.
export const STEP_UP_EVENT = 'dop:step-up-required';

export interface StepUpRequestDetail {
  /** Set by the listener that takes the request; unclaimed means no gate on this page. */
  claimed: boolean;
  /** true: the session is stepped up now (retry); false: the user cancelled. */
  settle: (ok: boolean) => void;
}

/** Opens the gate; resolves true once stepped up, false on cancel or when no gate is on the page. */
export function requestStepUp(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const detail: StepUpRequestDetail = { claimed: false, settle: resolve };
    window.dispatchEvent(new CustomEvent<StepUpRequestDetail>(STEP_UP_EVENT, { detail }));
    // dispatchEvent runs listeners synchronously: nobody claimed it, so nobody will.
    if (!detail.claimed) resolve(false);
  });
}

/** The gate's host takes every request; returns the unsubscribe. */
export function listenForStepUp(onRequest: (settle: (ok: boolean) => void) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<StepUpRequestDetail>).detail;
    if (!detail || detail.claimed) return;
    detail.claimed = true;
    onRequest(detail.settle);
  };
  window.addEventListener(STEP_UP_EVENT, listener);
  return () => window.removeEventListener(STEP_UP_EVENT, listener);
}

/** The error code of an api client error body `{ error: { code } }`, or null. */
export function errorCodeOfBody(text: string): string | null {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
