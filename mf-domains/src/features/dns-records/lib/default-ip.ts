// Spec 1 §4 "DNS dialog": the IP new A records start with. The spec prints the final fallback as
// {ip} without a value; this is the configured one.
import type { DomainDto } from '@dop/contracts/domains';
import type { IpSettings } from '../../domains/api/domains-api';

export const DEFAULT_IP = '127.0.0.1';
export const DEFAULT_TTL = 3600;

export function defaultIp(domain: Pick<DomainDto, 'lastUsedIp'>, settings: IpSettings | undefined): string {
  if (domain.lastUsedIp) return domain.lastUsedIp;
  if (settings?.useStaticIp && settings.staticIp) return settings.staticIp;
  if (settings?.currentIp) return settings.currentIp;
  return DEFAULT_IP;
}

let counter = 0;
/** Local ids for rows the user adds; the server numbers what it stores. */
export const newRowId = () => `new-${Date.now().toString(36)}-${(counter += 1)}`;

export function defaultRecords(ip: string) {
  return [
    { id: newRowId(), type: 'A' as const, name: '@', content: ip, ttl: DEFAULT_TTL },
    { id: newRowId(), type: 'A' as const, name: 'www', content: ip, ttl: DEFAULT_TTL },
  ];
}

/** Spec 1 §5: TTL is parsed as an integer. */
export function parseTtl(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}
