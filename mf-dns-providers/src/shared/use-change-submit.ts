// Issue 30 for the PowerDNS and Hurricane Electric updates, which are change sets: a "Dry run" that
// only plans the change (?dryRun=true), a change held for a second admin (202 awaiting_approval) shown
// instead of the success summary, and a single admin's confirm (409 asking for the domain count: the
// form shows a field, and the next submit resends with confirmDomains). Both pages run the same flow.
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import { confirmDomainsOf, confirmMatches, isChangeNotApplied, PLANNED_TEXT, type ChangeNotApplied } from '@dop/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

export interface ChangeSubmitOptions<B, R> {
  send: (body: B, dryRun: boolean) => Promise<R | ChangeNotApplied>;
  /** The route's ordinary answer: the page's own summary and toast. */
  onApplied: (answer: R) => void;
  /** A failure that is not the single admin's confirm: the page's own failure toast. */
  onFailed: (err: Error) => void;
  onSettled: () => void;
}

export function useChangeSubmit<B extends { confirmDomains?: number }, R>(
  shell: Pick<ShellApi, 'toasts'>,
  options: ChangeSubmitOptions<B, R>,
) {
  const [dryRun, setDryRun] = useState(false);
  const [typed, setTyped] = useState('');
  const [held, setHeld] = useState<ChangeNotApplied | null>(null);
  const mutation = useMutation({ mutationFn: ({ body, dry }: { body: B; dry: boolean }) => options.send(body, dry) });
  const ask = confirmDomainsOf(mutation.error);

  const submit = (body: B) =>
    mutation.mutate(
      { body: { ...body, ...(ask === null ? {} : { confirmDomains: ask }) }, dry: dryRun },
      {
        onSuccess: (answer) => {
          setTyped('');
          if (!isChangeNotApplied(answer)) {
            setHeld(null);
            options.onApplied(answer);
            return;
          }
          setHeld(answer);
          shell.toasts.show(
            answer.status === 'awaiting_approval'
              ? { title: AWAITING_APPROVAL.title, description: AWAITING_APPROVAL.message }
              : { title: 'Planned', description: PLANNED_TEXT },
          );
        },
        onError: (err) => {
          if (confirmDomainsOf(err) === null) options.onFailed(err);
        },
        onSettled: options.onSettled,
      },
    );

  return {
    submit,
    isPending: mutation.isPending,
    /** The 202 of the last submit (held or planned); null after an applied one. */
    held,
    dryRun,
    setDryRun,
    /** The domain count a 409 asks to type; null when nothing is asked. */
    ask,
    askMessage: serverMessage(mutation.error),
    typed,
    setTyped,
    /** Submitting is blocked until the asked count is typed. */
    canSubmit: ask === null || confirmMatches(typed, ask),
  };
}

/** What the form's controls read and set (the submit itself stays typed by the page). */
export type ChangeSubmit = Omit<ReturnType<typeof useChangeSubmit>, 'submit'>;
