// Counts what the browser moved over the network, from Chrome's own DevTools protocol: bytes as sent on
// the wire (Network.loadingFinished's encodedDataLength: compressed body plus headers) and requests,
// split into the front end's files and /api calls. Answers served from the memory or disk cache count
// as requests with 0 bytes, which is what a revisit costs.
import type { CDPSession } from '@playwright/test';

export interface Traffic {
  requests: number;
  bytes: number;
  assetRequests: number;
  assetBytes: number;
  apiRequests: number;
  apiBytes: number;
  /** Asset URLs that arrived without Content-Encoding although they are text (should be none). */
  uncompressed: string[];
  /** Every front-end file fetched, with its bytes on the wire, largest first (for --list). */
  assets: { path: string; bytes: number }[];
}

interface Seen {
  url: string;
  encoding?: string;
  bytes?: number;
}

const TEXT_ASSET = /\.(js|css|html)(\?|$)/;

export class NetworkMeter {
  private seen = new Map<string, Seen>();

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(cdp: CDPSession): Promise<NetworkMeter> {
    const meter = new NetworkMeter(cdp);
    cdp.on('Network.requestWillBeSent', (e) => meter.seen.set(e.requestId, { url: e.request.url }));
    cdp.on('Network.responseReceived', (e) => {
      const s = meter.seen.get(e.requestId);
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      if (s) s.encoding = headers['content-encoding'];
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = meter.seen.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    return meter;
  }

  /** Starts a new count (the previous one is dropped). */
  reset(): void {
    this.seen = new Map();
  }

  traffic(): Traffic {
    const t: Traffic = {
      requests: 0,
      bytes: 0,
      assetRequests: 0,
      assetBytes: 0,
      apiRequests: 0,
      apiBytes: 0,
      uncompressed: [],
      assets: [],
    };
    for (const s of this.seen.values()) {
      if (s.url.startsWith('data:')) continue;
      const bytes = s.bytes ?? 0;
      const api = new URL(s.url).pathname.startsWith('/api/');
      t.requests += 1;
      t.bytes += bytes;
      if (api) {
        t.apiRequests += 1;
        t.apiBytes += bytes;
      } else {
        t.assetRequests += 1;
        t.assetBytes += bytes;
        t.assets.push({ path: new URL(s.url).pathname, bytes });
        // Files under 1 KB are left plain on purpose (mf-kit's compression threshold); headers add ~0.6 KB.
        if (TEXT_ASSET.test(s.url) && !s.encoding && bytes > 2 * 1024) t.uncompressed.push(s.url);
      }
    }
    t.assets.sort((a, b) => b.bytes - a.bytes);
    return t;
  }

  detach(): Promise<void> {
    return this.cdp.detach();
  }
}
