import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import { PurchaseCard } from '../components/purchase-card';
import { account, installBackend, type Handler } from '../../../test-support/fake-backend';

const Card = (props: { shell: Parameters<typeof PurchaseCard>[0]['shell'] }) => <PurchaseCard shell={props.shell} />;

function backend(extra: Record<string, Handler> = {}) {
  return installBackend({
    'GET /api/accounts/namesilo': () => ({ body: [account(3, 'silo main')] }),
    'GET /api/accounts/gandi': () => ({ body: [] }),
    ...extra,
  });
}

async function fill(domains: string) {
  fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: domains } });
  fireEvent.change(screen.getByLabelText('Registrar'), { target: { value: 'namesilo' } });
  await screen.findByRole('option', { name: 'silo main (id3)' });
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: '3' } });
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('purchase card', () => {
  it('sends the purchase and follows its job until it is refused, toasting the reason', async () => {
    let polls = 0;
    const quote = (domain: string) => ({
      registrar: 'namesilo',
      accountId: 3,
      domain,
      available: true,
      price: 9.58,
      currency: 'USD',
      status: 'x',
      error: null,
    });
    const calls = backend({
      'POST /api/billing/check-prices': () => ({ body: { quotes: [quote('one.com'), quote('two.com')] } }),
      'POST /api/billing/purchase': () => ({ status: 202, body: { success: true, jobId: 'job-1', status: 'checking', total: 2 } }),
      'GET /api/billing/purchase/job-1': () => ({
        body: {
          jobId: 'job-1',
          status: polls++ === 0 ? 'checking' : 'refused',
          message: 'Insufficient balance at namesilo #3: $5.00 does not cover $19.16 for 2 domain(s); nothing was bought',
          registrar: 'namesilo',
          accountId: 3,
          quickPurchase: false,
          total: 2,
          counts: { scheduled: 0, bought: 0, failed: 0, skipped: 0 },
          createdAt: '2026-01-01T00:00:00.000Z',
          finishedAt: null,
        },
      }),
    });
    renderWithShell(Card);
    await fill('One.com\ntwo.com');
    fireEvent.change(screen.getByLabelText('Min delay (minutes)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Max delay (minutes)'), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Purchase' })));
    // Issue 31: nothing is bought before the in-app confirmation naming the count and the total.
    const confirm = await screen.findByRole('alertdialog', { name: 'Buy 2 domain(s)?' });
    expect(within(confirm).getByText('At NameSilo account #3. Total: $19.16.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/billing/purchase')).toBe(false);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Buy 2 domain(s)' })));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/billing/purchase')).toBe(true), { timeout: 5000 });
    expect(calls.find((c) => c.path === '/api/billing/purchase')?.body).toEqual({
      domains: ['one.com', 'two.com'],
      registrar: 'namesilo',
      accountId: 3,
      quickPurchase: false,
      timeSettings: { minDelay: 2, maxDelay: 10 },
    });
    expect((await screen.findByRole('status', { name: 'Purchase status' })).getAttribute('data-status')).toBe('checking');
    // The job is polled every 3 s until it ends.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Purchase status' }).getAttribute('data-status')).toBe('refused'), {
      timeout: 12_000,
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Ошибка покупки',
      description: 'Insufficient balance at namesilo #3: $5.00 does not cover $19.16 for 2 domain(s); nothing was bought',
      variant: 'destructive',
    });
  }, 25_000);

  it('toasts a refused request with the server message and checks nothing without domains', async () => {
    const calls = backend({
      'POST /api/billing/purchase': () => ({
        status: 409,
        body: { error: { code: 'balance_unreadable', message: 'The balance of namesilo #3 could not be read' } },
      }),
    });
    renderWithShell(Card);
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least one domain');
    fireEvent.click(screen.getByRole('button', { name: 'Check Prices' }));
    expect(calls.some((c) => c.path.startsWith('/api/billing'))).toBe(false);
    await fill('a.com');
    fireEvent.click(screen.getByRole('switch', { name: 'Quick purchase' }));
    expect((screen.getByLabelText('Min delay (minutes)') as HTMLInputElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Purchase' })));
    // No price could be checked: the confirmation says so. Cancel buys nothing; a second try confirms.
    const first = await screen.findByRole('alertdialog', { name: 'Buy 1 domain(s)?' });
    expect(within(first).getByText('At NameSilo account #3. Total price unknown (no price was quoted).')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/billing/purchase')).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Purchase' })));
    const second = await screen.findByRole('alertdialog', { name: 'Buy 1 domain(s)?' });
    await act(async () => fireEvent.click(within(second).getByRole('button', { name: 'Buy 1 domain(s)' })));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Ошибка покупки'), { timeout: 5000 });
    expect(useToastStore.getState().toasts[0].description).toBe('The balance of namesilo #3 could not be read');
    expect(calls.find((c) => c.path === '/api/billing/purchase')?.body).toMatchObject({ quickPurchase: true });
  });

  it('shows the price table, a row per account and domain, and toasts a failed check', async () => {
    let fail = false;
    const quote = (domain: string, accountId: number, available: boolean | null, price: number | null, error: string | null = null) => ({
      registrar: 'namesilo',
      accountId,
      domain,
      available,
      price,
      currency: 'USD',
      status: error ? 'Failed' : 'x',
      error,
    });
    backend({
      'POST /api/billing/check-prices': () =>
        fail
          ? { status: 502, body: { error: { code: 'price_check_failed', message: 'Price check failed: no answer' } } }
          : {
              body: {
                quotes: [quote('a.com', 3, true, 9.58), quote('a.com', 4, false, null), quote('a.com', 5, null, null, 'Invalid API Key')],
              },
            },
    });
    renderWithShell(Card);
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'a.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check Prices' })));
    const table = await screen.findByRole('table', { name: 'Prices' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows).toEqual([
      ['a.com', 'NameSilo', '#3', 'Available', '$9.58'],
      ['a.com', 'NameSilo', '#4', 'Unavailable', '—'],
      ['a.com', 'NameSilo', '#5', 'Invalid API Key', '—'],
    ]);
    fail = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check Prices' })));
    await waitFor(
      () =>
        expect(useToastStore.getState().toasts[0]).toMatchObject({
          title: 'Ошибка проверки цен',
          description: 'Price check failed: no answer',
        }),
      { timeout: 5000 },
    );
  });
});
