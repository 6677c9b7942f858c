// Vocabulary shared by the ops events and the ops HTTP API.
import { z } from 'zod';

/** operationType values the panels filter by (spec 2 §7); new kinds of work add theirs here. */
export const OPERATION_TYPES = [
  'domain-records',
  'cloudflare',
  'env_update',
  'env_check',
  'billing',
  'hurricane-electric',
  'powerdns',
  'hosting',
  'ssh',
] as const;
export const OperationType = z.enum(OPERATION_TYPES);
export type OperationType = z.infer<typeof OperationType>;

/** Providers that get a status column in results (spec 2 §3 "Operation result", "DNS result"). */
export const RESULT_PROVIDERS = [
  'namecheap',
  'namesilo',
  'dynadot',
  'spaceship',
  'gandi',
  'porkbun',
  'cloudflare',
  'hurricaneElectric',
  'powerdns',
] as const;
export const ResultProvider = z.enum(RESULT_PROVIDERS);
export type ResultProvider = z.infer<typeof ResultProvider>;

/**
 * Free-text status per provider: Success, anything with Moved, Failed, Error, NS update failed,
 * Critical failure, Pending, Checked - Not Found, Found - No nameservers, Inapplicable, Disabled (spec 2 §4.1).
 */
export const ProviderStatus = z.string().max(200);
export const ProviderStatuses = z.partialRecord(ResultProvider, ProviderStatus);
export type ProviderStatuses = z.infer<typeof ProviderStatuses>;

/** Log severity; the panels derive Успешно / Ошибка / Выполняется from it (spec 2 §4.2). */
export const LogLevel = z.enum(['info', 'success', 'warning', 'error']);
export type LogLevel = z.infer<typeof LogLevel>;
