// One Cloudflare API v4 call: auth headers (global key + e-mail, or a Bearer token), the envelope
// (`success` decides, not the HTTP status), and backoff on 429 (Retry-After when sent, else doubling)
// and on 5xx of idempotent calls. Keys are never put in errors or logs.
export interface CfCredentials {
  email: string | null;
  apiKey: string;
}

export interface CfHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** Tests and jobs see each wait (a 429 slows the job down, it does not fail it). */
  onRetry?: (info: { status: number; waitMs: number; attempt: number; path: string }) => void;
}

export interface CfEnvelope<T> {
  success: boolean;
  errors?: Array<{ code: number; message: string }>;
  result: T;
  result_info?: { page: number; per_page: number; total_pages: number; total_count: number };
}

export class CloudflareError extends Error {
  override name = 'CloudflareError';
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Global API keys are 37 hex characters; anything else is an API token (Bearer). */
export const isGlobalKey = (key: string) => /^[0-9a-f]{37}$/i.test(key);

export function authHeaders(c: CfCredentials): Record<string, string> {
  if (c.email && isGlobalKey(c.apiKey)) return { 'X-Auth-Email': c.email, 'X-Auth-Key': c.apiKey };
  return { Authorization: `Bearer ${c.apiKey}` };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class CfHttp {
  constructor(
    private readonly opts: CfHttpOptions,
    private readonly creds: CfCredentials,
  ) {}

  private waitFor(res: Response | null, attempt: number): number {
    const retryAfter = Number(res?.headers.get('retry-after'));
    const ms = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : this.opts.backoffMs * 2 ** attempt;
    return Math.min(ms, this.opts.maxBackoffMs);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<CfEnvelope<T>> {
    const idempotent = method !== 'POST';
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${this.opts.baseUrl}${path}`, {
          method,
          headers: { ...authHeaders(this.creds), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.opts.timeoutMs),
        });
      } catch (err) {
        const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${this.opts.timeoutMs} ms` : (err as Error).message;
        throw new CloudflareError(0, null, `Cloudflare unreachable: ${reason}`);
      }
      const retryable = res.status === 429 || (idempotent && res.status >= 500);
      if (retryable && attempt < this.opts.maxRetries) {
        const waitMs = this.waitFor(res, attempt);
        this.opts.onRetry?.({ status: res.status, waitMs, attempt: attempt + 1, path });
        await res.body?.cancel();
        await sleep(waitMs);
        continue;
      }
      return this.parse<T>(res);
    }
  }

  private async parse<T>(res: Response): Promise<CfEnvelope<T>> {
    const text = await res.text();
    let env: CfEnvelope<T> | null = null;
    try {
      env = JSON.parse(text) as CfEnvelope<T>;
    } catch {
      throw new CloudflareError(res.status, null, `Cloudflare answered HTTP ${res.status} without JSON`);
    }
    if (env && env.success === true && res.ok) return env;
    const first = env?.errors?.[0];
    const message = env?.errors?.length ? env.errors.map((e) => `${e.message} (${e.code})`).join('; ') : `HTTP ${res.status}`;
    throw new CloudflareError(res.status, first?.code ?? null, message);
  }

  /** Every page of a list call (loop while page < total_pages). */
  async all<T>(path: string, perPage: number): Promise<T[]> {
    const out: T[] = [];
    const sep = path.includes('?') ? '&' : '?';
    for (let page = 1; ; page++) {
      const env = await this.call<T[]>('GET', `${path}${sep}page=${page}&per_page=${perPage}`);
      out.push(...env.result);
      if (!env.result_info || env.result_info.page >= env.result_info.total_pages) return out;
    }
  }
}
