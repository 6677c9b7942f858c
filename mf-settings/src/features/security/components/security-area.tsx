import { Button } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { lock, useUnlocked } from '../lib/unlock-store';
import { SecurityGate } from './security-gate';
import { TelegramAccountsCard } from './telegram-accounts-card';
import { TwoFactorCard } from './two-factor-card';
import { ApiTokensCard } from '../../api-tokens/components/api-tokens-card';

/** Spec 2 §4.2: locked → unlocked on the correct password → locked again by Lock Access. */
export function SecurityArea({ toasts }: { toasts: ShellApi['toasts'] }) {
  const unlocked = useUnlocked();
  if (!unlocked) return <SecurityGate toasts={toasts} />;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="outline" onClick={lock}>
          Lock Access
        </Button>
      </div>
      <TwoFactorCard toasts={toasts} />
      <TelegramAccountsCard toasts={toasts} />
      <ApiTokensCard toasts={toasts} />
    </div>
  );
}
