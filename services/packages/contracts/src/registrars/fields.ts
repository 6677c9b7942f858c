// Registrar account fields (spec 1 §3, §5): which fields each registrar has, which are required on
// the add form, and which are secrets kept encrypted at rest.
import { z } from 'zod';

export const REGISTRARS = ['namecheap', 'namesilo', 'dynadot', 'gandi', 'spaceship', 'porkbun'] as const;
export const Registrar = z.enum(REGISTRARS);
export type Registrar = z.infer<typeof Registrar>;

/** Name as the UI writes it in headings and toasts ('<Registrar> Account #{id}'). */
export const REGISTRAR_LABELS: Record<Registrar, string> = {
  namecheap: 'Namecheap',
  namesilo: 'NameSilo',
  dynadot: 'Dynadot',
  gandi: 'Gandi',
  spaceship: 'Spaceship',
  porkbun: 'Porkbun',
};

export const SECRET_FIELDS = ['apiKey', 'apiSecret', 'secretKey', 'apiToken'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

export const NAMECHEAP_CONTACT_FIELDS = [
  'contactFirstName',
  'contactLastName',
  'contactAddress1',
  'contactCity',
  'contactStateProvince',
  'contactPostalCode',
  'contactCountry',
  'contactPhone',
  'contactEmail',
] as const;

export const GANDI_CONTACT_FIELDS = [
  'contactGiven',
  'contactFamily',
  'contactStreetaddr',
  'contactZip',
  'contactCity',
  'contactCountry',
  'contactEmail',
  'contactPhone',
] as const;

/** Every field an account of each registrar may carry; any other field is refused. */
export const REGISTRAR_FIELDS = {
  namecheap: ['name', 'apiKey', 'username', 'apiUser', 'clientIp', 'proxy', ...NAMECHEAP_CONTACT_FIELDS],
  namesilo: ['name', 'apiKey', 'proxy'],
  dynadot: ['name', 'apiKey', 'proxy'],
  gandi: ['name', 'apiToken', 'proxy', ...GANDI_CONTACT_FIELDS],
  spaceship: ['name', 'apiKey', 'apiSecret', 'proxy'],
  porkbun: ['name', 'apiKey', 'secretKey', 'proxy'],
} as const satisfies Record<Registrar, readonly string[]>;

/** Spec 1 §5: required fields of the add forms. */
export const REQUIRED_FIELDS = {
  namecheap: ['apiKey', 'username', 'apiUser', 'clientIp', 'proxy'],
  namesilo: ['name', 'apiKey'],
  dynadot: ['apiKey', 'proxy'],
  gandi: ['name', 'apiToken', ...GANDI_CONTACT_FIELDS],
  spaceship: ['name', 'apiKey', 'apiSecret', 'proxy'],
  porkbun: ['name', 'apiKey', 'secretKey', 'proxy'],
} as const satisfies Record<Registrar, readonly string[]>;

export type AccountField = (typeof REGISTRAR_FIELDS)[Registrar][number];

/** host:port, optionally user:pass@ and an http:// scheme (the account's outgoing HTTP proxy). */
export const PROXY_PATTERN =
  /^(?:https?:\/\/)?(?:[^:@\s/]+:[^@\s/]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\]):([0-9]{1,5})\/?$/;

export function isValidProxy(value: string): boolean {
  const m = PROXY_PATTERN.exec(value);
  if (!m) return false;
  const port = Number(m[1]);
  return port >= 1 && port <= 65535;
}

/** What answers show in place of a proxy's password (issue 25: `user:••••@host:port`). */
export const PROXY_PASSWORD_MASK = '••••';

const PROXY_CREDENTIALS = /^((?:https?:\/\/)?[^:@\s/]+:)([^@\s/]+)(@.*)$/;

/** The proxy as lists show it: the password replaced by the mask; a proxy without one is unchanged. */
export function maskProxy(value: string): string {
  const m = PROXY_CREDENTIALS.exec(value);
  return m ? `${m[1]}${PROXY_PASSWORD_MASK}${m[3]}` : value;
}

/**
 * A proxy an edit form sends back with the masked password and perhaps a new user, host or port:
 * the stored password put back in place of the mask. null when `value` carries no mask.
 */
export function unmaskProxy(value: string, stored: string): string | null {
  const m = PROXY_CREDENTIALS.exec(value);
  if (!m || m[2] !== PROXY_PASSWORD_MASK) return null;
  const old = PROXY_CREDENTIALS.exec(stored);
  return old ? `${m[1]}${old[2]}${m[3]}` : null;
}

/** Characters shown of a secret in lists: 10, gandi's token 8 (spec 1 §9). */
export function previewLength(field: SecretField): number {
  return field === 'apiToken' ? 8 : 10;
}
