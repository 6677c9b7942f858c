// Calls a remote site's env endpoints: pinned to the checked address, with a timeout and a cap on
// the response size (a hostile site must not hold the service or fill its memory).
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import type { EnvServiceConfig } from '../config';
import type { SiteResolver } from './resolve-site';

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
  constructor(
    private readonly config: SiteClientConfig,
    private readonly resolve: SiteResolver,
  ) {}

  async call(domain: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<SiteAnswer> {
    const site = await this.resolve(domain);
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: site.address, family: site.family }]);
      else callback(null, site.address, site.family);
    };
    const agent = new Agent({ connect: { lookup, timeout: this.config.ENV_TIMEOUT_MS } });
    const port = this.config.ENV_SITE_PORT === '' ? '' : `:${this.config.ENV_SITE_PORT}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.ENV_SITE_AUTHORIZATION) headers.authorization = this.config.ENV_SITE_AUTHORIZATION;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const abort = AbortSignal.timeout(this.config.ENV_TIMEOUT_MS);
    try {
      const res = await request(`${this.config.ENV_SITE_SCHEME}://${site.host}${port}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: agent,
        // undici's request never follows redirects, so a site cannot bounce the call elsewhere.
        signal: abort,
      });
      const text = await this.readCapped(res.body);
      return { status: res.statusCode, body: parse(text) };
    } catch (err) {
      if (err instanceof SiteCallError) throw err;
      if (abort.aborted) throw new SiteCallError(`No answer within ${this.config.ENV_TIMEOUT_MS} ms`);
      throw new SiteCallError(err instanceof Error ? err.message : String(err));
    } finally {
      void agent.close().catch(() => undefined);
    }
  }

  private async readCapped(stream: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > this.config.ENV_MAX_RESPONSE_BYTES) {
        stream.destroy();
        throw new SiteCallError(`Response larger than ${this.config.ENV_MAX_RESPONSE_BYTES} bytes`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
