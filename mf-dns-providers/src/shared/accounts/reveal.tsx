// Reveal in the account dialogs (issue 25): the full secrets come only from POST …/:id/reveal, for
// admins with a fresh step-up (the mf-kit api client opens the gate and retries by itself).
import { useEffect, useState } from 'react';
import { RoleButton, serverMessage } from '@dop/mf-kit';

interface RevealSource<Account, Body> {
  open: boolean;
  account: Account | null;
  reveal?: (account: Account) => Promise<Partial<Body>>;
}

export function useReveal<Account, Body>(props: RevealSource<Account, Body>, fill: (values: Partial<Body>) => void) {
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each opening starts with previews again.
  useEffect(() => {
    setRevealed(false);
    setError(null);
  }, [props.open, props.account]);

  async function run() {
    if (!props.account || !props.reveal) return;
    setBusy(true);
    setError(null);
    try {
      fill(await props.reveal(props.account));
      setRevealed(true);
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return { revealed, busy, error, run };
}

export function RevealButton({
  route,
  busy,
  onReveal,
  error,
}: {
  route?: string;
  busy: boolean;
  onReveal: () => void;
  error?: string | null;
}) {
  return (
    <div className="flex items-center gap-2">
      <RoleButton
        route={route}
        role={route ? undefined : 'admin'}
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onReveal}
      >
        {busy ? 'Revealing...' : 'Reveal'}
      </RoleButton>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </div>
  );
}
