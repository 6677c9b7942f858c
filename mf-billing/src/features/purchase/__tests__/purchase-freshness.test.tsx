// Issue 31: a finished purchase spent money and added domains, so the balances and domain counts it
// touched are read again at once instead of showing the old numbers until their next poll.
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@dop/mf-kit';
import { accountsKeys } from '../../accounts/api/accounts-api';
import { usePurchase } from '../hooks/use-purchase';
import { installBackend } from '../../../test-support/fake-backend';

it('rereads balances and domain counts when the purchase job is done', async () => {
  installBackend({
    'POST /api/billing/purchase': () => ({ status: 202, body: { success: true, jobId: 'job-2', status: 'checking', total: 1 } }),
    'GET /api/billing/purchase/job-2': () => ({
      body: {
        jobId: 'job-2',
        status: 'done',
        message: null,
        registrar: 'namesilo',
        accountId: 3,
        quickPurchase: true,
        total: 1,
        counts: { scheduled: 0, bought: 1, failed: 0, skipped: 0 },
        createdAt: '2026-01-01T00:00:00.000Z',
        finishedAt: '2026-01-01T00:00:01.000Z',
      },
    }),
  });
  const client = createQueryClient();
  client.setQueryData(accountsKeys.balance('namesilo', 3), { balance: 50 });
  client.setQueryData(accountsKeys.domainCount('namesilo', 3), { count: 7 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => usePurchase({ toasts: { show: () => 0, dismiss: () => undefined } }), { wrapper });
  expect(client.getQueryState(accountsKeys.balance('namesilo', 3))?.isInvalidated).toBe(false);
  act(() => result.current.start({ domains: ['a.com'], registrar: 'namesilo', accountId: 3, quickPurchase: true }));
  await waitFor(() => expect(result.current.job?.status).toBe('done'));
  await waitFor(() => expect(client.getQueryState(accountsKeys.balance('namesilo', 3))?.isInvalidated).toBe(true));
  expect(client.getQueryState(accountsKeys.domainCount('namesilo', 3))?.isInvalidated).toBe(true);
});
