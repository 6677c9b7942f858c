// DiorHost accounts (spec 2 §3 "DiorHost account", §7 "Hosting"). The password is a secret: answers
// carry only its preview, and an edit that leaves it blank (or sends the preview back) keeps it.
import { z } from 'zod';

/** The provider's BILLmanager panel (providers/diorhost-billing.md). */
export const DIORHOST_DEFAULT_ENDPOINT = 'https://my.diorhost.com/billmgr';

const Name = z.string().trim().min(1, 'is required').max(100);
const Email = z.string().trim().min(1, 'is required').max(254).pipe(z.email('must be an e-mail address'));
const Password = z.string().min(1, 'is required').max(256);
const Endpoint = z.string().trim().max(2048).pipe(z.url('must be a URL like https://my.diorhost.com/billmgr'));

export const DiorhostAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Preview only (first 10 characters + '...'), in every answer, whoever asks (issue 25). */
  password: z.string(),
  apiEndpoint: z.string(),
  isActive: z.boolean(),
  /** Text with a trailing currency sign, e.g. "12.50 $"; null until a sync has read it. */
  balance: z.string().nullable(),
  lastSync: z.string().nullable(),
  /** Why the last sync failed; null after a good one. */
  lastError: z.string().nullable(),
  serverCount: z.number().int().min(0),
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiorhostAccount = z.infer<typeof DiorhostAccount>;
export const DiorhostAccountList = z.array(DiorhostAccount);

/** The UI sends userId with every write (spec 2 §7); the signed identity decides, so it is ignored. */
export const DiorhostAccountCreate = z
  .object({
    name: Name,
    email: Email,
    password: Password,
    apiEndpoint: z.union([z.literal(''), Endpoint]).optional(),
    isActive: z.boolean().default(true),
    userId: z.string().max(64).nullish(),
  })
  .strict();
export type DiorhostAccountCreate = z.input<typeof DiorhostAccountCreate>;

export const DiorhostAccountUpdate = z
  .object({
    name: Name.optional(),
    email: Email.optional(),
    /** Blank keeps the stored password. */
    password: z.string().max(256).optional(),
    apiEndpoint: z.union([z.literal(''), Endpoint]).optional(),
    isActive: z.boolean().optional(),
    userId: z.string().max(64).nullish(),
  })
  .strict();
export type DiorhostAccountUpdate = z.input<typeof DiorhostAccountUpdate>;

/** POST /api/accounts/diorhost/{id}/reveal (admins with a fresh step-up; audited): the password in full. */
export const DiorhostRevealedSecrets = z.object({ id: z.string(), password: z.string().nullable() });
export type DiorhostRevealedSecrets = z.infer<typeof DiorhostRevealedSecrets>;

export const DeleteDiorhostReply = z.object({ success: z.literal(true), id: z.string() });
