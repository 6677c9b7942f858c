// A failed BILLmanager call as an API answer: the panel refused the login or a function (422, the
// stored account needs fixing) or could not be reached / answered nonsense (502). The message names
// the account and carries the panel's words, never the password.
import { HttpError } from '@dop/service-kit';
import { BillmanagerError } from './billmanager-errors';

export function providerFailure(accountName: string, err: unknown): Error {
  if (!(err instanceof BillmanagerError)) return err instanceof Error ? err : new Error(String(err));
  const message = `DiorHost account ${accountName}: ${err.message}`;
  if (err.kind === 'transport') return new HttpError('provider_unreachable', message);
  return new HttpError(err.kind === 'auth' ? 'provider_auth' : 'provider_refused', message);
}

export function failureText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
