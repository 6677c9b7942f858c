// One customer's session with a BILLmanager panel. The password is sent once, in a POSTed form to
// func=auth at the account's (allow-listed) endpoint, never in a URL; later calls carry the session
// id. Every call goes through the egress guard's dispatcher; redirects are not followed, answers are
// size-capped, and every call has a timeout.
import type { Server, Ticket } from '@dop/contracts/hosting';
import { egressRefusalOf } from '@dop/service-kit';
import { fetch, type Dispatcher, type Response } from 'undici';
import { readCappedText } from '@dop/service-kit/src/read-capped';
import { BillmanagerError } from './billmanager-errors';
import { docOf, rowsOf, sessionOf, type Row } from './billmanager-json';
import { formatBalance, toServer, toTickets } from './billmanager-map';

export interface BillmanagerLogin {
  endpoint: URL;
  login: string;
  password: string;
}

export interface CallPolicy {
  timeoutMs: number;
  maxResponseBytes: number;
  /** The egress guard (service-kit guardedAgent): the endpoint is a user's input. */
  dispatcher: Dispatcher;
}

export class BillmanagerClient {
  private session: string | null = null;

  constructor(
    private readonly account: BillmanagerLogin,
    private readonly policy: CallPolicy,
  ) {}

  private async post(form: Record<string, string>): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(this.account.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...form, out: 'json', lang: 'en' }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.policy.timeoutMs),
        dispatcher: this.policy.dispatcher,
      });
    } catch (err) {
      // 422 egress_refused as it is: the address and why, never a 5xx.
      const refused = egressRefusalOf(err);
      if (refused) throw refused;
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new BillmanagerError(`no answer within ${this.policy.timeoutMs} ms`, 'transport');
      const cause = (err as { cause?: { code?: string } }).cause;
      throw new BillmanagerError(`unreachable: ${cause?.code ?? (err as Error).message}`, 'transport');
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new BillmanagerError(
        `the billing panel redirected (HTTP ${res.status}) to ${res.headers.get('location') ?? '(no Location)'}; redirects are not followed`,
        'transport',
      );
    }
    const max = this.policy.maxResponseBytes;
    const tooLarge = () => new BillmanagerError(`answer larger than ${max} bytes`, 'transport');
    const text = await readCappedText(res.body, max, tooLarge, res.headers.get('content-length'));
    if (!res.ok) throw new BillmanagerError(`the billing panel answered HTTP ${res.status}`, 'transport');
    return docOf(text, res.headers.get('content-type'));
  }

  private async login(): Promise<string> {
    if (!this.session) {
      this.session = sessionOf(await this.post({ func: 'auth', username: this.account.login, password: this.account.password }));
    }
    return this.session;
  }

  /** The rows of a list function, in the customer's session. */
  async list(func: string): Promise<Row[]> {
    return rowsOf(await this.post({ func, auth: await this.login() }));
  }

  /** "12.50 $", or null when this panel does not show customers their subaccount (access error). */
  async balance(): Promise<string | null> {
    try {
      const row = (await this.list('subaccount'))[0];
      return row?.balance !== undefined ? formatBalance(row.balance, row.currency ?? '') : null;
    } catch (err) {
      if (err instanceof BillmanagerError && err.kind === 'access') return null;
      throw err;
    }
  }

  async servers(): Promise<Server[]> {
    return (await this.list('vds')).map(toServer);
  }

  async tickets(): Promise<Ticket[]> {
    return toTickets(await this.list('clientticket'));
  }
}
