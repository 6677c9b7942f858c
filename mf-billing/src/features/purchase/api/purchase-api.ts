// Spec 2 §7: POST /api/billing/purchase and /api/billing/check-prices; the job's state is read back
// from GET /api/billing/purchase/{jobId} (its checks run after the answer).
import { apiGet, apiSend } from '@dop/mf-kit';
import type { CheckPricesResponse, PurchaseAccepted, PurchaseBody, PurchaseJobView } from '@dop/contracts/billing';

export const purchaseKeys = { job: (jobId: string) => ['billing', 'job', jobId] as const };

export const startPurchase = (body: PurchaseBody) => apiSend<PurchaseAccepted>('POST', '/api/billing/purchase', body);

export const fetchJob = (jobId: string, signal?: AbortSignal) => apiGet<PurchaseJobView>(`/api/billing/purchase/${jobId}`, { signal });

export const checkPrices = (domains: string[]) => apiSend<CheckPricesResponse>('POST', '/api/billing/check-prices', { domains });
