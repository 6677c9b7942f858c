// State of the remote-site simulator: one site per host name (the Host header picks it), each with
// its environment variables and how it answers env updates.

/** ok: 'Data received'; success: `{success: true}`; fail: 500 with an error; refuse: `{success: false}`. */
export type SiteMode = 'ok' | 'success' | 'fail' | 'refuse';

export interface SimSite {
  mode: SiteMode;
  env: Record<string, string>;
}

export interface SiteRequest {
  host: string;
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export class RemoteSiteState {
  readonly sites = new Map<string, SimSite>();
  readonly requests: SiteRequest[] = [];
  /** Delay before every answer, to exercise the caller's timeout. */
  delayMs = 0;
  /** Pads answers with this many bytes, to exercise the caller's size cap. */
  padBytes = 0;

  site(host: string, site: Partial<SimSite> = {}): SimSite {
    const key = host.toLowerCase();
    const current = this.sites.get(key) ?? { mode: 'ok', env: { CLOAKING_ENABLED: 'false', VOLUUM_ENABLED: 'false' } };
    const next = { mode: site.mode ?? current.mode, env: { ...current.env, ...(site.env ?? {}) } };
    this.sites.set(key, next);
    return next;
  }

  reset(): void {
    this.sites.clear();
    this.requests.length = 0;
    this.delayMs = 0;
    this.padBytes = 0;
  }
}
