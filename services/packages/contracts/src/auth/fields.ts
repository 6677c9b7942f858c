// Field rules shared by the sign-in bodies. Limits keep a 10 kB string out of scrypt and the database;
// the spec shows no password or e-mail format rules, so these are the server's own (design.md §8).
import { z } from 'zod';

export const Email = z.string().trim().toLowerCase().min(1, 'is required').max(254).pipe(z.email('must be an e-mail address'));

/** Any printable text; no strength rule is shown in the spec, a minimum of 6 keeps trivial ones out. */
export const Password = z.string().min(6, 'must be at least 6 characters').max(256);

/** The password as typed at sign-in: only bounded, so an old shorter password still gets a clean 401. */
export const LoginPassword = z.string().min(1, 'is required').max(256);

/** Login name: letters (any script), digits, dot, dash, underscore. */
export const Username = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(64)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'may contain letters, digits, dot, dash and underscore');

/** E-mail and 2FA codes: 6 digits (spec 1 §9: at most 6 characters). */
export const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');

export const DisplayName = z.string().trim().min(1, 'must not be empty').max(100);
