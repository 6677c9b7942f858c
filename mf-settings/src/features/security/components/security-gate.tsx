import { useCallback, type FormEvent } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dop/ui';
import { StepUpFields, useStepUpFlow, type ShellApi } from '@dop/mf-kit';
import { unlockUntil } from '../lib/unlock-store';

/**
 * Spec 2 §2.13/§5: the area opens only after the user's own password, checked by the server
 * (POST /api/auth/step-up), then the Telegram code when 2FA is on. Passing it steps the session up
 * for 15 minutes, which the sensitive calls need (issue 25).
 */
export function SecurityGate({ toasts }: { toasts: ShellApi['toasts'] }) {
  const flow = useStepUpFlow({
    onUnlocked: unlockUntil,
    onRefused: useCallback((text: string) => toasts.show({ title: 'Access Denied', description: text, variant: 'destructive' }), [toasts]),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void flow.submit();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Enter your password to open the security settings.</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Unlock Security" className="flex max-w-sm flex-col gap-3" onSubmit={submit}>
          <StepUpFields flow={flow} idPrefix="security" />
          <Button type="submit" disabled={flow.busy}>
            Unlock
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
