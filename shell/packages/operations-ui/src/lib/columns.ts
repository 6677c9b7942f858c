// Columns of the results table (spec 2 §2.1): Domain, Tags, Time, one per registrar, and CloudFlare
// only when some result has a CloudFlare status other than Inapplicable.
import type { OperationResult } from '@dop/contracts/ops';

export const REGISTRAR_COLUMNS = [
  { key: 'namecheap', label: 'Namecheap' },
  { key: 'namesilo', label: 'NameSilo' },
  { key: 'dynadot', label: 'Dynadot' },
  { key: 'spaceship', label: 'Spaceship' },
  { key: 'gandi', label: 'Gandi' },
  { key: 'porkbun', label: 'Porkbun' },
] as const;

export type ProviderColumnKey = (typeof REGISTRAR_COLUMNS)[number]['key'] | 'cloudflare';

export function showCloudflareColumn(rows: Pick<OperationResult, 'cloudflare'>[]): boolean {
  return rows.some((r) => r.cloudflare !== undefined && r.cloudflare.trim() !== '' && r.cloudflare.trim() !== 'Inapplicable');
}

export function providerColumns(rows: Pick<OperationResult, 'cloudflare'>[]): { key: ProviderColumnKey; label: string }[] {
  return showCloudflareColumn(rows) ? [...REGISTRAR_COLUMNS, { key: 'cloudflare', label: 'CloudFlare' }] : [...REGISTRAR_COLUMNS];
}
