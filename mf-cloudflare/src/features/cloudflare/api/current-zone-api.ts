// Issue 30: what a zone holds at Cloudflare now (the update dialog's preview), read a few domains at a
// time so a dialog over many domains does not fire every read at once.
import type { CurrentZoneReply } from '@dop/contracts/cloudflare';
import { apiGet } from '@dop/mf-kit';

/** The preview lists at most this many domains; the rest are counted. */
export const PREVIEW_DOMAINS = 20;
/** Reads in flight at once: each one is a few Cloudflare calls made by the service. */
const AT_ONCE = 4;

/** One domain's read: the service's answer, or why the call itself failed. */
export type ZoneRead = { domain: string; zone: CurrentZoneReply; error: null } | { domain: string; zone: null; error: string };

export const fetchCurrentZone = (domain: string, signal?: AbortSignal) =>
  apiGet<CurrentZoneReply>(`/api/cloudflare/current?domain=${encodeURIComponent(domain)}`, { signal });

/** Reads the domains AT_ONCE at a time; a failed read is that domain's error, never the whole preview's. */
export async function readZones(domains: string[], signal?: AbortSignal): Promise<ZoneRead[]> {
  const out: ZoneRead[] = [];
  for (let i = 0; i < domains.length; i += AT_ONCE) {
    const batch = domains.slice(i, i + AT_ONCE);
    out.push(
      ...(await Promise.all(
        batch.map((domain) =>
          fetchCurrentZone(domain, signal).then(
            (zone): ZoneRead => ({ domain, zone, error: null }),
            (err: Error): ZoneRead => ({ domain, zone: null, error: err.message }),
          ),
        ),
      )),
    );
  }
  return out;
}
