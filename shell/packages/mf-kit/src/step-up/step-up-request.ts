// Any api call answered 403 step_up_required asks a Security gate to open (issue 25). Every remote
// bundles its own copy of this kit (and of Radix), so each remote renders its own gate (inside
// ShellAccessProvider): a gate opened over the remote's own dialog then shares that dialog's focus and
// layer handling. A bundle without a gate of its own asks the page's (the shell's) through a DOM event.
export const STEP_UP_EVENT = 'dop:step-up-required';

type LocalHost = (settle: (ok: boolean) => void) => void;
let localHost: LocalHost | null = null;

/** The gate rendered by this bundle takes this bundle's requests; returns the unregister. */
export function registerLocalStepUpHost(host: LocalHost): () => void {
  localHost = host;
  return () => {
    if (localHost === host) localHost = null;
  };
}

export interface StepUpRequestDetail {
  /** Set by the listener that takes the request; unclaimed means no gate on this page. */
  claimed: boolean;
  /** true: the session is stepped up now (retry); false: the user cancelled. */
  settle: (ok: boolean) => void;
}

/** Opens the gate; resolves true once stepped up, false on cancel or when no gate is on the page. */
export function requestStepUp(): Promise<boolean> {
  const host = localHost;
  if (host) return new Promise<boolean>((resolve) => host(resolve));
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
