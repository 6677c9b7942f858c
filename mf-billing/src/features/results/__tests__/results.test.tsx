import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { BillingResultsCard } from '../components/billing-results-card';
import { clampPerPage } from '../api/results-api';
import { installBackend } from '../../../test-support/fake-backend';

const row = (id: string, domain: string, status: Record<string, string>, price: number | null) => ({
  id,
  domain,
  jobId: 'j1',
  registrar: 'namesilo',
  accountId: 1,
  ...status,
  price,
  message: null,
  dueAt: null as string | null,
  userId: 'u1',
  timestamp: '2026-01-02T03:04:05.000Z',
});

describe('billing results', () => {
  it('lists the newest rows with the registrar status, polled with showAll and the page size', async () => {
    let answer = [row('1', 'a.com', { namesilo: 'Pending' }, 9.58)];
    const calls = installBackend({
      'GET /api/billing/results': () => ({
        body: { data: answer, pagination: { currentPage: 1, totalPages: 1, total: answer.length, hasPrev: false, hasNext: false } },
      }),
    });
    renderWithShell(() => <BillingResultsCard showAll={false} timezone="UTC" />);
    const table = await screen.findByRole('table', { name: 'Billing results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Domain', 'Namecheap', 'NameSilo', 'Dynadot', 'Gandi', 'Price', 'Time']);
    expect(within(table).getAllByRole('row')[1].textContent).toBe('a.com—Pending——$9.5802.01.2026, 03:04:05');
    expect(calls[0].url).toBe('/api/billing/results?showAll=false&page=1&limit=10');
    // The next poll (3 s) shows the purchase's outcome and a Porkbun column once a row has one.
    answer = [
      row('1', 'a.com', { namesilo: 'Success' }, 9.58),
      { ...row('2', 'b.com', { porkbun: 'Pending' }, null), dueAt: '2026-01-02T04:00:00.000Z' },
    ];
    await waitFor(() => expect(screen.getByText('Success')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByRole('columnheader', { name: 'Porkbun' })).toBeTruthy();
    // A purchase still waiting for its delay shows when it is due.
    expect(screen.getByText('due 02.01.2026, 04:00:00')).toBeTruthy();
    const perPage = screen.getByLabelText('Per page') as HTMLInputElement;
    fireEvent.change(perPage, { target: { value: '80' } });
    fireEvent.blur(perPage);
    expect(perPage.value).toBe('10');
    fireEvent.change(perPage, { target: { value: '25' } });
    fireEvent.blur(perPage);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('limit=25'))).toBe(true));
  }, 20_000);

  it('keeps the page size between 1 and 50, default 10', () => {
    expect([clampPerPage('1'), clampPerPage('50'), clampPerPage('0'), clampPerPage('51'), clampPerPage('x')]).toEqual([1, 50, 10, 10, 10]);
  });
});
