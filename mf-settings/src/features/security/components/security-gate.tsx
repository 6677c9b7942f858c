import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { stepUp } from '../api/security-api';
import { statusOf } from '../lib/http-status';
import { unlockUntil } from '../lib/unlock-store';

/** Spec 2 §2.13/§5: the area opens only after the user's own password, checked by the server. */
export function SecurityGate({ toasts }: { toasts: ShellApi['toasts'] }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (value: string) => stepUp(value),
    onSuccess: (reply) => unlockUntil(reply.unlockedUntil),
    onError: (err) => {
      // 401 is a wrong password; anything else (rate limit, outage) is not the user's typing.
      const text = statusOf(err) === 401 ? 'Incorrect password' : 'Access Denied';
      setError(text);
      setPassword('');
      toasts.show({ title: 'Access Denied', description: text, variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Incorrect password');
    setError(null);
    check.mutate(password);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Enter your password to open the security settings.</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Unlock Security" className="flex max-w-sm flex-col gap-3" onSubmit={submit}>
          <Label htmlFor="security-password">Password</Label>
          <Input
            id="security-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'security-password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <p id="security-password-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={check.isPending}>
            Unlock
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
