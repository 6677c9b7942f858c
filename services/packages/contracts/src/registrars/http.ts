// HTTP DTOs of the registrars service: /api/accounts/{registrar}[/{id}[/balance|/domain-count]] (spec 1 §7, spec 2 §7).
import { z } from 'zod';
import { isIpv4 } from '../common/dns';
import {
  GANDI_CONTACT_FIELDS,
  isValidProxy,
  NAMECHEAP_CONTACT_FIELDS,
  Registrar,
  REGISTRAR_FIELDS,
  REQUIRED_FIELDS,
  SECRET_FIELDS,
  type AccountField,
} from './fields';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const secret = text(512);
const optionalFormat = (max: number, ok: (v: string) => boolean, message: string) =>
  text(max).refine((v) => v === '' || ok(v), { message });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{1,4}\.\d{3,15}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** Format rules per field; a field of another registrar is not here for that registrar and so refused. */
const FIELD_SCHEMAS: Record<AccountField, z.ZodType<string>> = {
  name: text(200),
  apiKey: secret,
  apiSecret: secret,
  secretKey: secret,
  apiToken: secret,
  username: text(100),
  apiUser: text(100),
  clientIp: optionalFormat(15, isIpv4, 'must be an IPv4 address'),
  proxy: optionalFormat(300, isValidProxy, 'must be host:port or user:pass@host:port'),
  ...Object.fromEntries([...NAMECHEAP_CONTACT_FIELDS, ...GANDI_CONTACT_FIELDS].map((f) => [f, text(200)])),
  contactCountry: optionalFormat(2, (v) => COUNTRY.test(v), 'must be a 2-letter country code'),
  contactPhone: optionalFormat(30, (v) => PHONE.test(v), "must look like '+CC.number'"),
  contactEmail: optionalFormat(200, (v) => EMAIL.test(v), 'must be an e-mail address'),
} as unknown as Record<AccountField, z.ZodType<string>>;

function fieldsOf(registrar: Registrar) {
  return Object.fromEntries(REGISTRAR_FIELDS[registrar].map((f) => [f, FIELD_SCHEMAS[f].optional()]));
}

/**
 * PUT body: any subset of the registrar's own fields; unknown fields (another registrar's) → 400.
 * A secret sent blank or as its own preview keeps the stored value; a proxy sent as listed (password
 * masked, perhaps with a new user, host or port) keeps the stored password; a blank proxy removes it.
 */
export function accountUpdateBody(registrar: Registrar) {
  return z.strictObject(fieldsOf(registrar)) as z.ZodType<Partial<Record<AccountField, string>>>;
}

/** Names of required fields that are missing or blank in `data`. */
export function missingRequired(registrar: Registrar, data: Partial<Record<string, string | null | undefined>>): string[] {
  return REQUIRED_FIELDS[registrar].filter((f) => !data[f] || String(data[f]).trim() === '');
}

/** POST body: the registrar's fields with its required ones present and non-blank (spec 1 §5). */
export function accountCreateBody(registrar: Registrar) {
  return z.strictObject(fieldsOf(registrar)).superRefine((data, ctx) => {
    for (const f of missingRequired(registrar, data as Record<string, string>)) {
      ctx.addIssue({ code: 'custom', path: [f], message: 'is required' });
    }
  }) as unknown as z.ZodType<Partial<Record<AccountField, string>>>;
}

export const AccountParams = z.object({ registrar: Registrar });
export const AccountIdParams = z.object({
  registrar: Registrar,
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * One account as every answer shows it, lists and GET by id alike (issue 25): secrets are previews
 * ('abcdefghij...', gandi's token 'abcdefgh...') and the proxy's password is masked
 * ('user:••••@host:port'). Full values come only from POST .../{id}/reveal.
 */
export const AccountView = z.object({
  id: z.number().int(),
  registrar: Registrar,
  name: z.string().nullable(),
  proxy: z.string().nullable(),
  /** Off: the periodic inventory sync skips the account (issue 29); on by default. */
  isActive: z.boolean(),
  ...Object.fromEntries(
    [...new Set(Object.values(REGISTRAR_FIELDS).flat())]
      .filter((f) => f !== 'name' && f !== 'proxy')
      .map((f) => [f, z.string().nullable().optional()]),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
}) as z.ZodType<AccountViewShape>;

export type AccountViewShape = {
  id: number;
  registrar: Registrar;
  name: string | null;
  proxy: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
} & Partial<Record<Exclude<AccountField, 'name' | 'proxy'>, string | null>>;
export type AccountView = AccountViewShape;

export const AccountList = z.array(AccountView);

/**
 * POST /api/accounts/{registrar}/{id}/reveal (admins with a fresh step-up; audited): the account's
 * secret fields in full, null where unset or unreadable under the current SECRETS_KEY, and the proxy
 * with its password.
 */
export const RevealedAccountSecrets = z.object({
  id: z.number().int(),
  registrar: Registrar,
  apiKey: z.string().nullable().optional(),
  apiSecret: z.string().nullable().optional(),
  secretKey: z.string().nullable().optional(),
  apiToken: z.string().nullable().optional(),
  proxy: z.string().nullable(),
});
export type RevealedAccountSecrets = z.infer<typeof RevealedAccountSecrets>;

export const DeleteAccountReply = z.object({ success: z.literal(true), id: z.number().int() });

/** Spec 2 §7: balance widget; error carries the provider's message when the balance could not be read. */
export const BalanceReply = z.object({
  balance: z.number().nullable(),
  currency: z.string(),
  error: z.string().nullable(),
});
export type BalanceReply = z.infer<typeof BalanceReply>;

export const DomainCountReply = z.object({ domainCount: z.number().int().min(0).nullable(), error: z.string().nullable().optional() });
export type DomainCountReply = z.infer<typeof DomainCountReply>;

export { SECRET_FIELDS };
