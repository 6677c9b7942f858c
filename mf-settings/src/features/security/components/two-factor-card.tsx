import { Card, CardContent, CardDescription, CardHeader, CardTitle, SwitchField } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { useSettings } from '../../user-settings/hooks/use-settings';
import { useUpdateTwoFactor } from '../hooks/use-security';

/** Spec 2 §5: the switch; the server refuses it without a linked Telegram account and says why. */
export function TwoFactorCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const settings = useSettings();
  const update = useUpdateTwoFactor(toasts);
  const checked = update.isPending ? Boolean(update.variables) : Boolean(settings.data?.twoFactorEnabled);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Authentication</CardTitle>
        <CardDescription>Sign-in codes are sent to your linked Telegram accounts.</CardDescription>
      </CardHeader>
      <CardContent>
        <SwitchField
          id="two-factor-switch"
          label="Enable 2FA"
          checked={checked}
          disabled={settings.isPending || update.isPending}
          onCheckedChange={(value) => update.mutate(value)}
        />
      </CardContent>
    </Card>
  );
}
