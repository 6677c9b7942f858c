// Issue 25: the dialog shows only a preview of the stored password; Reveal (admins, through the step-up
// gate the mf-kit api client opens) puts the full one in the field. Left blank, the stored one stays.
import { useState } from 'react';
import { serverMessage } from '@dop/mf-kit';
import type { DiorhostAccount } from '@dop/contracts/hosting';
import { revealAccount } from '../api/hosting-api';

export function useRevealPassword(account: DiorhostAccount | null, fill: (password: string) => void) {
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reveal() {
    if (!account) return;
    setBusy(true);
    setError(null);
    try {
      const { password } = await revealAccount(account.id);
      if (password !== null) fill(password);
      setRevealed(true);
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return { revealed, busy, error, run: () => void reveal() };
}
