import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Spinner } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { useAddTelegram, useDeleteTelegram, useTelegramAccounts, useTestTelegram } from '../hooks/use-security';
import { TelegramAccountRow } from './telegram-account-row';

/** Spec 2 §3 Telegram account: linking goes through the bot's start link (providers/telegram.md). */
export function TelegramAccountsCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const accounts = useTelegramAccounts();
  const add = useAddTelegram(toasts);
  const remove = useDeleteTelegram(toasts);
  const test = useTestTelegram(toasts);
  const linked = (accounts.data?.accounts ?? []).some((a) => a.isActive);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return setError('Введите Telegram username');
    setError(null);
    add.mutate(username.trim(), { onSuccess: () => setUsername('') });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Telegram Accounts</CardTitle>
        <CardDescription>Add your @username, then open the bot link and press Start.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form aria-label="Add Telegram Account" className="flex max-w-md items-end gap-2" onSubmit={submit}>
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor="telegram-username">Telegram username</Label>
            <Input id="telegram-username" placeholder="@username" value={username} onChange={(e) => setUsername(e.target.value)} />
          </div>
          <Button type="submit" disabled={add.isPending}>
            Add
          </Button>
        </form>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {add.data && (
          <p className="text-sm">
            {add.data.message}:{' '}
            <a className="underline" href={add.data.startLink} target="_blank" rel="noreferrer">
              {add.data.startLink}
            </a>
          </p>
        )}
        {accounts.isPending ? (
          <Spinner />
        ) : (
          <ul aria-label="Telegram accounts" className="divide-y">
            {(accounts.data?.accounts ?? []).map((a) => (
              <TelegramAccountRow key={a.id} account={a} onDelete={() => remove.mutate(a.id)} deleting={remove.isPending} />
            ))}
          </ul>
        )}
        {linked && (
          <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
            Send test message
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
