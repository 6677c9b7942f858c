// Calls a remote site's env endpoints through the egress guard (resolved once, every address
// checked, the connection pinned to the checked one), never following a redirect, with a timeout
// and a cap on the response size (a hostile site must not hold the service or fill its memory).
import { egressRefusalOf, guardedAgent, RedirectRefusedError, refuseRedirect, type EgressPolicy } from '@dop/service-kit';
import { request, type Dispatcher } from 'undici';
import type { EnvServiceConfig } from '../config';
import type { CredentialBinding } from './credential-binding';
import { readCappedText } from '@dop/service-kit/src/read-capped';

export interface SiteAnswer {
  status: number;
  /** Parsed JSON, or the text when the site did not answer JSON. */
  body: unknown;
}

export class SiteCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteCallError';
  }
}

export type SiteClientConfig = Pick<
  EnvServiceConfig,
  'ENV_SITE_SCHEME' | 'ENV_SITE_PORT' | 'ENV_SITE_AUTHORIZATION' | 'ENV_TIMEOUT_MS' | 'ENV_MAX_RESPONSE_BYTES'
>;

export class SiteClient {
  private readonly agent: Dispatcher;

  constructor(
    private readonly config: SiteClientConfig,
    private readonly policy: EgressPolicy,
    private readonly binding: CredentialBinding,
  ) {
    this.agent = guardedAgent(policy, { connectTimeoutMs: config.ENV_TIMEOUT_MS });
  }

  /** Throws EgressRefusedError (422 for the route) when the guard refuses the site's address. */
  async call(domain: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<SiteAnswer> {
    const port = this.config.ENV_SITE_PORT === '' ? '' : `:${this.config.ENV_SITE_PORT}`;
    // A refused address answers as such (422) before the credential question; the connector checks
    // again on connect, so this early look cannot be raced into letting anything through.
    await this.policy
      .resolve(domain, Number(this.config.ENV_SITE_PORT) || (this.config.ENV_SITE_SCHEME === 'https' ? 443 : 80))
      .catch((err: Error) => {
        if (egressRefusalOf(err)) throw err;
        throw new SiteCallError(err.message);
      });
    const unbound = await this.binding.refusal(domain);
    if (unbound) throw new SiteCallError(unbound);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.ENV_SITE_AUTHORIZATION) headers.authorization = this.config.ENV_SITE_AUTHORIZATION;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const abort = AbortSignal.timeout(this.config.ENV_TIMEOUT_MS);
    let url: string;
    try {
      url = new URL(`${this.config.ENV_SITE_SCHEME}://${domain}${port}${path}`).toString();
    } catch {
      throw new SiteCallError(`${domain} is not a valid site name`);
    }
    try {
      const res = await request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: this.agent,
        signal: abort,
      });
      if (res.statusCode >= 300 && res.statusCode < 400) await res.body.dump();
      refuseRedirect({ status: res.statusCode, headers: res.headers });
      const max = this.config.ENV_MAX_RESPONSE_BYTES;
      const text = await readCappedText(res.body, max, () => new SiteCallError(`Response larger than ${max} bytes`));
      return { status: res.statusCode, body: parse(text) };
    } catch (err) {
      const refused = egressRefusalOf(err);
      if (refused) throw refused;
      if (err instanceof SiteCallError) throw err;
      if (err instanceof RedirectRefusedError) throw new SiteCallError(`${domain} ${err.message}`);
      if (abort.aborted) throw new SiteCallError(`No answer within ${this.config.ENV_TIMEOUT_MS} ms`);
      throw new SiteCallError(err instanceof Error ? err.message : String(err));
    }
  }

  async close(): Promise<void> {
    await this.agent.close().catch(() => undefined);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
