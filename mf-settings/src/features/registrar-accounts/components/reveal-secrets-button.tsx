// Issue 25: in the inline edit, an admin's Reveal replaces the previews with the full secrets (through
// the step-up gate the api client opens); others see it disabled with "Needs the admin role".
import { useState } from 'react';
import { RoleButton, serverMessage } from '@dop/mf-kit';
import type { AccountField, Registrar } from '@dop/contracts/registrars';
import { revealAccount } from '../api/accounts-api';

const REVEALED: AccountField[] = ['apiKey', 'apiSecret', 'secretKey', 'apiToken', 'proxy'];

export interface RevealSecretsButtonProps {
  registrar: Registrar;
  id: number;
  onRevealed: (values: [AccountField, string][]) => void;
}

export function RevealSecretsButton({ registrar, id, onRevealed }: RevealSecretsButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reveal() {
    setBusy(true);
    setError(null);
    try {
      const secrets = (await revealAccount(registrar, id)) as Partial<Record<AccountField, string | null>>;
      onRevealed(REVEALED.flatMap((f) => (typeof secrets[f] === 'string' ? [[f, secrets[f]] as [AccountField, string]] : [])));
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RoleButton
        route="POST /api/accounts/:registrar/:id/reveal"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => void reveal()}
      >
        {busy ? 'Revealing...' : 'Reveal'}
      </RoleButton>
      {error && (
        <span role="alert" className="text-xs text-destructive">
          {error}
        </span>
      )}
    </>
  );
}
