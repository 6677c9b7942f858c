// The PowerDNS Authoritative HTTP API (providers/powerdns.md): zones by canonical name, JSON or
// plain-text errors, X-API-Key on every call. Errors carry the server's own message. Every call goes
// through the egress guard's dispatcher (the URL is a user's input) and a redirect is never followed.
import { egressRefusalOf, RedirectRefusedError, refuseRedirect } from '@dop/service-kit';
import { fetch, type Dispatcher } from 'undici';

export interface RRset {
  name: string;
  type: string;
  ttl?: number;
  changetype?: 'REPLACE' | 'DELETE';
  records?: Array<{ content: string; disabled: boolean }>;
}

export class PdnsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PdnsError';
  }
}

/** 'example.org' → 'example.org.' (the API refuses names without the trailing dot). */
export const canonical = (name: string) => (name.endsWith('.') ? name : `${name}.`);

export class PdnsClient {
  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
    private readonly dispatcher: Dispatcher,
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    const url = `${this.apiUrl.replace(/\/+$/, '')}/api/v1/servers/localhost${path}`;
    try {
      const res = await fetch(url, {
        method,
        headers: { 'X-API-Key': this.apiKey, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
        dispatcher: this.dispatcher,
        redirect: 'manual',
      });
      if (res.status >= 300 && res.status < 400) await res.body?.cancel();
      refuseRedirect(res);
      return { status: res.status, text: await res.text() };
    } catch (err) {
      if (err instanceof RedirectRefusedError) throw new PdnsError(`PowerDNS ${err.message}`, err.status);
      const refused = egressRefusalOf(err);
      if (refused) throw new PdnsError(refused.message, null);
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new PdnsError(`PowerDNS timed out after ${this.timeoutMs} ms`, null);
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new PdnsError(`PowerDNS unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`, null);
    }
  }

  /** JSON {"error": "..."} or a plain-text body such as "Unauthorized" or "Conflict". */
  private fail(status: number, text: string): PdnsError {
    let message = text.trim();
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === 'string') message = parsed.error;
    } catch {
      // plain text body
    }
    return new PdnsError(message ? `${message} (HTTP ${status})` : `HTTP ${status}`, status);
  }

  /** True when the zone exists, false on 404. */
  async zoneExists(zone: string): Promise<boolean> {
    const res = await this.call('GET', `/zones/${encodeURIComponent(canonical(zone))}`);
    if (res.status === 200) return true;
    if (res.status === 404) return false;
    throw this.fail(res.status, res.text);
  }

  /** The zone's rrsets, or null when it does not exist. */
  async zone(zone: string): Promise<RRset[] | null> {
    const res = await this.call('GET', `/zones/${encodeURIComponent(canonical(zone))}`);
    if (res.status === 404) return null;
    if (res.status !== 200) throw this.fail(res.status, res.text);
    return ((JSON.parse(res.text) as { rrsets?: RRset[] }).rrsets ?? []).map(({ name, type, ttl, records }) => ({
      name,
      type,
      ttl,
      records,
    }));
  }

  async deleteZone(zone: string): Promise<void> {
    const res = await this.call('DELETE', `/zones/${encodeURIComponent(canonical(zone))}`);
    if (res.status !== 204 && res.status !== 200 && res.status !== 404) throw this.fail(res.status, res.text);
  }

  async createZone(zone: string, nameservers: string[], rrsets: RRset[]): Promise<void> {
    const body = { name: canonical(zone), kind: 'Native', nameservers: nameservers.map(canonical), soa_edit_api: 'DEFAULT', rrsets };
    const res = await this.call('POST', '/zones', body);
    if (res.status !== 201) throw this.fail(res.status, res.text);
  }

  /** One transaction: every rrset applies or none does. */
  async patchZone(zone: string, rrsets: RRset[]): Promise<void> {
    const res = await this.call('PATCH', `/zones/${encodeURIComponent(canonical(zone))}`, { rrsets });
    if (res.status !== 204 && res.status !== 200) throw this.fail(res.status, res.text);
  }
}
