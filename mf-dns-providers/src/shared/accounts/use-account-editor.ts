// Which account is being edited or deleted, and the save/delete calls with their failure toasts,
// for both DNS providers' accounts cards. A failure shows the server's own words when it sent any.
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

export interface AccountWrites<Body> {
  save: UseMutationResult<unknown, Error, { id?: string; body: Body }>;
  remove: UseMutationResult<unknown, Error, string>;
}

/** Toast titles; a fallback is the description when the server gave no message (else the title). */
export interface AccountFailureTexts {
  create: string;
  update: string;
  saveFallback?: string;
  remove: string;
}

export function useAccountEditor<Account extends { id: string }, Body>(
  writes: AccountWrites<Body>,
  toasts: ShellApi['toasts'],
  texts: AccountFailureTexts,
) {
  // undefined: dialog closed; null: adding a new account; an account: editing it.
  const [editing, setEditing] = useState<Account | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const fail = (title: string, err: unknown, fallback = title) =>
    toasts.show({ title, description: serverMessage(err) || fallback, variant: 'destructive' });

  const save = (body: Body) =>
    writes.save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => setEditing(undefined),
        onError: (err) => fail(editing ? texts.update : texts.create, err, texts.saveFallback),
      },
    );
  const remove = (account: Account) =>
    writes.remove.mutate(account.id, { onSettled: () => setDeleting(null), onError: (err) => fail(texts.remove, err) });

  return { editing, setEditing, deleting, setDeleting, save, remove, saving: writes.save.isPending, fail };
}

export type AccountEditor<Account extends { id: string }, Body> = ReturnType<typeof useAccountEditor<Account, Body>>;
