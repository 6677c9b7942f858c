// The Add New Domains dialog's form and its checks (spec 2 §2.2, §5, §9): one domain per line
// (trimmed, empty lines dropped), IP unless NS records are used, NS servers in NS mode.
import type { BulkAddBody, BulkAddResponse } from '@dop/contracts/domains';

export const ADD_REGISTRARS = ['namecheap', 'namesilo', 'dynadot'] as const;
export type AddRegistrar = (typeof ADD_REGISTRARS)[number];

export interface AddForm {
  domains: string;
  ipAddress: string;
  useNsRecords: boolean;
  nsServers: string;
  teamTag: string;
  accounts: Record<AddRegistrar, number>;
  useCloudflare: boolean;
  cloudflareEmail: string;
  cloudflareApiKey: string;
  updateRecords: boolean;
}

export const emptyForm = (): AddForm => ({
  domains: '',
  ipAddress: '',
  useNsRecords: false,
  nsServers: '',
  teamTag: '2333',
  accounts: { namecheap: 0, namesilo: 0, dynadot: 0 },
  useCloudflare: false,
  cloudflareEmail: '',
  cloudflareApiKey: '',
  updateRecords: true,
});

export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The first validation message of spec 2 §5, or null when the form can be sent. */
export function validate(form: AddForm): string | null {
  if (lines(form.domains).length === 0) return 'Please enter at least one domain name';
  if (!form.useNsRecords && !form.ipAddress.trim()) return 'Please enter an IP address for the A record';
  if (form.useNsRecords && lines(form.nsServers).length === 0) return 'Please enter NS servers';
  return null;
}

export function toBody(form: AddForm): BulkAddBody {
  const account = (r: AddRegistrar) => (form.accounts[r] > 0 ? form.accounts[r] : null);
  return {
    domains: lines(form.domains),
    ipAddress: form.ipAddress.trim() || null,
    nsServers: form.useNsRecords ? lines(form.nsServers) : [],
    useNsRecords: form.useNsRecords,
    teamTag: form.teamTag.trim() || null,
    accounts: { namecheap: account('namecheap'), namesilo: account('namesilo'), dynadot: account('dynadot') },
    useCloudflare: form.useCloudflare,
    cloudflareSettings: form.useCloudflare ? { email: form.cloudflareEmail.trim(), apiKey: form.cloudflareApiKey.trim() } : null,
    updateRecords: form.updateRecords,
  };
}

/** Spec 2 §8: which result toast a bulk answer gives. */
export function resultToast(r: BulkAddResponse): { title: string; description: string; variant?: 'destructive' } {
  if (r.errors.length) return { title: 'Ошибки при добавлении', description: r.errors.join('; '), variant: 'destructive' };
  if (r.added > 0)
    return { title: 'Домены успешно добавлены', description: `Добавлено: ${r.added}${r.skipped ? `, пропущено: ${r.skipped}` : ''}` };
  return { title: 'Домены уже существуют', description: r.skippedDomains.join(', ') };
}
