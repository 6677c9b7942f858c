// What a signed-in user does against the running product through its gateway: calls with the session
// cookie and the site's Origin, a namesilo account on the simulator, a bulk add and its progress.
import type { SignedUpUser } from './sign-up';

export interface Answer {
  status: number;
  /** Parsed JSON (or the text when it is not JSON) of whichever route answered. */
  body: any;
}

export class ProductClient {
  constructor(
    readonly url: string,
    readonly user: SignedUpUser,
  ) {}

  async call(method: string, p: string, body?: unknown, timeoutMs = 10_000): Promise<Answer> {
    const res = await fetch(`${this.url}${p}`, {
      method,
      headers: { cookie: this.user.cookie, origin: this.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed };
  }

  /** Like call(), but a network error (a process being restarted) is an answer with status 0. */
  async tryCall(method: string, p: string, body?: unknown): Promise<Answer> {
    try {
      return await this.call(method, p, body);
    } catch (err) {
      return { status: 0, body: String(err) };
    }
  }

  async namesiloAccount(apiKey: string): Promise<number> {
    const res = await this.call('POST', '/api/accounts/namesilo', { name: 'silo', apiKey });
    if (res.status !== 201) throw new Error(`namesilo account: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  }

  /** A bulk add that sets A records at the namesilo account for every name. */
  async bulkAdd(names: string[], accountId: number): Promise<string> {
    const res = await this.call(
      'POST',
      '/api/domains/bulk',
      // Over the team's change threshold, the single admin of a test team types the count (issue 30).
      { domains: names, ipAddress: '10.1.2.3', accounts: { namesilo: accountId }, confirmDomains: names.length },
      60_000,
    );
    if (res.status !== 200 || !res.body.jobId) throw new Error(`bulk add: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.jobId as string;
  }

  async job(jobId: string): Promise<{ total: number; done: number; failed: number; pending: number; finished: boolean } | null> {
    const res = await this.tryCall('GET', `/api/domains/bulk/jobs/${jobId}`);
    return res.status === 200 ? res.body : null;
  }
}
