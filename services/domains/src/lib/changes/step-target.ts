// Where a domain's A records are applied, as a change set's step names it: Cloudflare when the domain
// uses it (the saved account of its e-mail), else its registrar account.
import type { ChangeProvider } from '@dop/contracts/changes';
import type { Domain } from '../../models/domain';
import type { StepTarget } from '../../models/change-set';

type DomainRow = Pick<Domain, 'name' | 'useCloudflare' | 'cloudflareEmail' | 'registrar' | 'accountId'> & { _id: { toString(): string } };

export function stepTarget(domain: DomainRow): { domainId: string; domain: string; provider: ChangeProvider; target: StepTarget } {
  const base = { domainId: domain._id.toString(), domain: domain.name };
  if (domain.useCloudflare) return { ...base, provider: 'cloudflare', target: { cloudflareEmail: domain.cloudflareEmail ?? null } };
  return { ...base, provider: 'registrar', target: { registrar: domain.registrar ?? null, accountId: domain.accountId ?? null } };
}
