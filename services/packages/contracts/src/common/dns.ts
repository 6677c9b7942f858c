// DNS building blocks several domains share: IPv4 addresses and A-record fields (domains' HTTP DTOs and
// registrars' rpc payloads describe the same records).
import { z } from 'zod';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Dotted-quad IPv4, each part 0–255, no leading zeros. */
export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** '@' for the apex, '*' or a label relative to the domain ('www', 'shop.eu'). */
export const ARecordName = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^(@|\*|[A-Za-z0-9_*-]+(\.[A-Za-z0-9_-]+)*)$/, "must be '@' or a relative name");

/** TTL in seconds: one minute to one week, one hour when not given. */
export const RecordTtl = z.number().int().min(60).max(604_800).default(3600);
