// HTTP API of the env service (spec 2 §3 "Env update result", "Env check entry", §5, §7 "Env").
import { z } from 'zod';
import { DomainName, IsoDateTime } from '../common/http';

/** POST /api/env-proxy: the use* flags say which option to change, the *Enabled flags its new value. */
export const EnvUpdateBody = z
  .object({
    domain: DomainName,
    cloakingEnabled: z.boolean(),
    voluumEnabled: z.boolean(),
    useCloaking: z.boolean(),
    useVoluum: z.boolean(),
  })
  .refine((b) => b.useCloaking || b.useVoluum, { path: ['useCloaking'], message: 'choose Cloaking or Voluum (or both)' });
export type EnvUpdateBody = z.infer<typeof EnvUpdateBody>;

export const EnvUserInfo = z.object({ id: z.string().nullable(), username: z.string().nullable() });
export type EnvUserInfo = z.infer<typeof EnvUserInfo>;

/** Enabled / Disabled for a changed option, Unchanged for one left alone. */
export const EnvOptionStatus = z.enum(['Enabled', 'Disabled', 'Unchanged']);
export type EnvOptionStatus = z.infer<typeof EnvOptionStatus>;

/** Env update result (spec 2 §3); the browser keeps these (§2.7), the service logs them. */
export const EnvUpdateResult = z.object({
  domain: z.string(),
  success: z.boolean(),
  message: z.string(),
  timestamp: IsoDateTime,
  cloakingStatus: EnvOptionStatus,
  voluumStatus: EnvOptionStatus,
  userInfo: EnvUserInfo,
});
export type EnvUpdateResult = z.infer<typeof EnvUpdateResult>;

/** Environment variable names as sites use them. */
export const EnvVariableName = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a variable name like CLOAKING_ENABLED');

export const EnvCheckBody = z.object({
  domain: DomainName,
  variables: z
    .array(z.object({ variable: EnvVariableName, expectedValue: z.string().max(4096) }))
    .min(1)
    .max(100),
});
export type EnvCheckBody = z.infer<typeof EnvCheckBody>;

export const EnvCheckVariable = z.object({
  variable: z.string(),
  expectedValue: z.string(),
  actualValue: z.string().nullable(),
  matches: z.boolean(),
  error: z.string().nullable(),
});
export type EnvCheckVariable = z.infer<typeof EnvCheckVariable>;

export const EnvCheckResponse = z.object({ success: z.boolean(), results: z.array(EnvCheckVariable) });
export type EnvCheckResponse = z.infer<typeof EnvCheckResponse>;

/**
 * Env check entry (spec 2 §3). Checks are stored as env_check log lines whose message is this entry
 * (without the timestamp, which is the line's) as JSON, so the checker reads them back from /api/logs.
 */
export const EnvCheckEntry = z.object({
  domain: z.string(),
  timestamp: IsoDateTime,
  variables: z.array(EnvCheckVariable),
});
export type EnvCheckEntry = z.infer<typeof EnvCheckEntry>;
export const EnvCheckLogMessage = EnvCheckEntry.omit({ timestamp: true });
export type EnvCheckLogMessage = z.infer<typeof EnvCheckLogMessage>;
