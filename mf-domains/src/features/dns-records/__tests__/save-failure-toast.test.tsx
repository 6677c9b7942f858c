// Issue 31: a refused DNS save showed `502: {"error":{"code":"provider_failed",…}}` in its toast. The
// api client's ApiError now carries the server's message, so the toast reads "<status>: <message>".
// fetch is replaced at the boundary, as elsewhere.
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, type ShellApi } from '@dop/mf-kit';
import type { ToastInput } from '@dop/ui';
import { useSaveRecords } from '../hooks/use-dns-records';

const original = globalThis.fetch;
afterEach(() => (globalThis.fetch = original));

function answer(status: number, statusText: string, body: string) {
  globalThis.fetch = (async () =>
    ({
      ok: status < 300,
      status,
      statusText,
      headers: { get: () => 'application/json' },
      text: async () => body,
    }) as unknown as Response) as typeof fetch;
}

async function toastOfFailedSave(): Promise<ToastInput[]> {
  const shown: ToastInput[] = [];
  const shell = { toasts: { show: (t: ToastInput) => shown.push(t), dismiss: () => undefined } } as unknown as ShellApi;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSaveRecords(shell, 'd1', () => undefined), { wrapper });
  act(() => result.current.mutate({ rows: [{ id: 'r1', type: 'A', name: '@', content: '1.2.3.4', ttl: 3600 }] }));
  await waitFor(() => expect(shown).toHaveLength(1));
  return shown;
}

describe('DNS save failure toast', () => {
  it("shows the status and the provider's message, not the JSON body", async () => {
    answer(502, 'Bad Gateway', '{"error":{"code":"provider_failed","message":"NameSilo refused the records: invalid IP"}}');
    expect(await toastOfFailedSave()).toEqual([
      { title: 'Failed to update records', description: '502: NameSilo refused the records: invalid IP', variant: 'destructive' },
    ]);
  });

  it('shows the status text when a proxy answers with an HTML page', async () => {
    answer(504, 'Gateway Timeout', '<html><body>504</body></html>');
    expect((await toastOfFailedSave())[0]?.description).toBe('504: Gateway Timeout');
  });
});
