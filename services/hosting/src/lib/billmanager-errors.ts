// How a BILLmanager call failed: the panel refused the login (auth), refused the function (access),
// refused a parameter (provider), or could not be reached / answered something other than its JSON
// (transport, e.g. an anti-bot HTML page).
export type BillmanagerErrorKind = 'auth' | 'access' | 'provider' | 'transport';

export class BillmanagerError extends Error {
  constructor(
    message: string,
    readonly kind: BillmanagerErrorKind,
  ) {
    super(message);
    this.name = 'BillmanagerError';
  }
}
