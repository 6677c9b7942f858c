// The Domains tab's "Move to CloudFlare" (issue 31) uses the cloudflare service's existing move job
// (POST /api/cloudflare/domains with isMove) and its stored accounts, whose keys stay on the server.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { AddCloudflareDomainsResponse, StoredAccountsResponse } from '@dop/contracts/cloudflare';

export const storedAccountsKey = ['domains', 'cloudflare-accounts'] as const;

export const fetchStoredAccounts = (signal?: AbortSignal) => apiGet<StoredAccountsResponse>('/api/cloudflare/stored-accounts', { signal });

export interface MoveRequest {
  domains: string[];
  ipAddress: string;
  /** A stored account, or typed credentials. */
  account: { accountId: string } | { email: string; apiKey: string };
  showAllOperations: boolean;
}

export function moveToCloudflare(r: MoveRequest) {
  const account = 'accountId' in r.account ? { accountId: r.account.accountId } : { singleAccount: r.account };
  return apiSend<AddCloudflareDomainsResponse>('POST', '/api/cloudflare/domains', {
    domains: r.domains,
    ipAddress: r.ipAddress.trim(),
    mode: 'single',
    sslMode: 'flexible',
    isMove: true,
    showAllOperations: r.showAllOperations,
    ...account,
  });
}
