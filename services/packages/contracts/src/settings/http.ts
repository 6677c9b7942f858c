// /api/settings (spec 1 §3 Settings, spec 2 §3 Settings and §7): per-user settings owned by identity.
import { z } from 'zod';

export const Timezone = z.enum(['UTC', 'local']);
export type Timezone = z.infer<typeof Timezone>;

const Ipv4 = z.ipv4('must be an IPv4 address');

export const SettingsView = z.object({
  timezone: Timezone,
  useStaticIp: z.boolean(),
  staticIp: z.string().nullable(),
  /** The server's outbound IP, detected and cached; null when it cannot be found. */
  currentIp: z.string().nullable(),
  telegramUsername: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type SettingsView = z.infer<typeof SettingsView>;

/** Empty string clears the static IP, as a cleared input sends it. */
const StaticIp = z.union([Ipv4, z.literal('').transform(() => null), z.null()]);

export const UpdateSettingsBody = z
  .object({ timezone: Timezone.optional(), useStaticIp: z.boolean().optional(), staticIp: StaticIp.optional() })
  .strict();
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

export const UpdateIpBody = z.object({ useStaticIp: z.boolean(), staticIp: StaticIp.optional() });
export type UpdateIpBody = z.infer<typeof UpdateIpBody>;

export const UpdateTimezoneBody = z.object({ timezone: Timezone });
export type UpdateTimezoneBody = z.infer<typeof UpdateTimezoneBody>;
