// Issue 30: what the update dialog will change in one zone, from what Cloudflare holds now: the A
// records '@' and 'www' (the service sets both to the IP) and the SSL mode, each as old → new.
import type { CurrentZoneReply } from '@dop/contracts/cloudflare';
import { validateIp } from './forms';

/** One value of a zone: what it holds now and, once the input is valid, what saving sets. */
export interface PreviewLine {
  what: string;
  from: string;
  /** Null while the input is not a value that can be saved (an empty or malformed IP). */
  to: string | null;
}

/** The names the update sets (services/cloudflare apexAndWww). */
const NAMES = ['@', 'www'] as const;

const held = (zone: CurrentZoneReply, name: string) => {
  const contents = (zone.records ?? []).filter((r) => r.name === name).map((r) => r.content);
  return contents.length ? contents.join(', ') : 'none';
};

export function recordLines(zone: CurrentZoneReply, ip: string): PreviewLine[] {
  const to = validateIp(ip) === null ? ip.trim() : null;
  return NAMES.map((name) => ({ what: `A ${name}`, from: held(zone, name), to }));
}

export function sslLine(zone: CurrentZoneReply, mode: string): PreviewLine {
  return { what: 'SSL mode', from: zone.sslMode ?? 'unknown', to: mode };
}

/** 'A @: 198.51.100.1 → 198.51.100.2', 'A www: 198.51.100.2 (unchanged)', or the value alone before a valid input. */
export function lineText(l: PreviewLine): string {
  if (l.to === null) return `${l.what}: ${l.from}`;
  return l.from === l.to ? `${l.what}: ${l.from} (unchanged)` : `${l.what}: ${l.from} → ${l.to}`;
}

/** What the panel last applied, for the notice on a zone changed elsewhere. */
export function panelText(zone: CurrentZoneReply): string {
  const parts = [zone.panel.ipAddress && `IP ${zone.panel.ipAddress}`, zone.panel.sslMode && `SSL ${zone.panel.sslMode}`].filter(Boolean);
  return parts.length ? `the panel applied ${parts.join(', ')}` : 'the panel applied nothing yet';
}
