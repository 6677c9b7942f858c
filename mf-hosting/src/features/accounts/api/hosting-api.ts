// Spec 2 §7 "Hosting": DiorHost accounts, sync, servers, tickets, plus Sync All Balances and the
// check of servers and tickets (the hosting service's /api/hosting routes).
import { apiGet, apiSend } from '@dop/mf-kit';
import type {
  CheckResponse,
  DiorhostAccount,
  DiorhostAccountCreate,
  DiorhostRevealedSecrets,
  DiorhostAccountUpdate,
  ServersResponse,
  SyncAllResponse,
  SyncResponse,
  TicketsResponse,
} from '@dop/contracts/hosting';

const BASE = '/api/accounts/diorhost';

export const hostingKeys = {
  all: ['hosting'] as const,
  accounts: () => ['hosting', 'accounts'] as const,
  servers: (id: string) => ['hosting', 'servers', id] as const,
  tickets: (id: string) => ['hosting', 'tickets', id] as const,
};

export const fetchAccounts = (signal?: AbortSignal) => apiGet<DiorhostAccount[]>(BASE, { signal });
export const createAccount = (body: DiorhostAccountCreate) => apiSend<DiorhostAccount>('POST', BASE, body);
export const updateAccount = (id: string, body: DiorhostAccountUpdate) => apiSend<DiorhostAccount>('PUT', `${BASE}/${id}`, body);
export const deleteAccount = (id: string) => apiSend<{ success: true; id: string }>('DELETE', `${BASE}/${id}`);
/** Issue 25: the full password (admins with a fresh step-up; the gate opens by itself; audited). */
export const revealAccount = (id: string) => apiSend<DiorhostRevealedSecrets>('POST', `${BASE}/${id}/reveal`);
export const syncAccount = (id: string) => apiSend<SyncResponse>('POST', `${BASE}/${id}/sync`);
export const fetchServers = (id: string, signal?: AbortSignal) => apiGet<ServersResponse>(`${BASE}/${id}/servers`, { signal });
export const fetchTickets = (id: string, signal?: AbortSignal) => apiGet<TicketsResponse>(`${BASE}/${id}/tickets`, { signal });
export const syncAllBalances = () => apiSend<SyncAllResponse>('POST', '/api/hosting/sync-all-balances');
export const checkServersAndTickets = () => apiSend<CheckResponse>('POST', '/api/hosting/check-servers-tickets');
