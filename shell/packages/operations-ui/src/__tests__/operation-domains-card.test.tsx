import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OperationDomainsCard } from '../components/operation-domains-card';
import { group, logLine } from './helpers/fixtures';
import { startLoopbackApi, type LoopbackApi } from './helpers/loopback-api';
import { renderPanel } from './helpers/render-panel';

let api: LoopbackApi;
const lastCall = () => api.seen.filter((s) => s.startsWith('GET /api/operation-domains')).at(-1);

beforeEach(async () => {
  api = await startLoopbackApi({
    '/api/operation-domains': (q: URLSearchParams) => ({
      domains:
        q.get('page') === '2'
          ? [group('later.com', { success: false, hasError: false })]
          : [
              group('ok.com', { success: true, hasError: false }, [
                logLine('1', 'Adding ok.com'),
                logLine('2', 'Готово', { level: 'success' }),
              ]),
              group('bad.com', { success: false, hasError: true }),
              group('busy.com', { success: false, hasError: false }),
            ],
      pagination: { page: Number(q.get('page')), totalPages: 2, total: 11, hasPrev: q.get('page') === '2', hasNext: q.get('page') === '1' },
    }),
  });
});

afterEach(() => api.close());

describe('OperationDomainsCard', () => {
  it("asks only for the tab's operation type (issue 31)", async () => {
    renderPanel(<OperationDomainsCard showAll timezone="UTC" operationType="cloudflare" />, api.transport);
    await screen.findByText('ok.com');
    expect(lastCall()).toBe('GET /api/operation-domains?page=1&limit=10&showAll=true&operationType=cloudflare');
  });

  it('lists groups 10 per page with Успешно / Ошибка / Выполняется badges', async () => {
    renderPanel(<OperationDomainsCard showAll timezone="UTC" />, api.transport);
    await screen.findByText('ok.com');
    expect(lastCall()).toBe('GET /api/operation-domains?page=1&limit=10&showAll=true');
    const statuses = screen.getAllByText(/^(Успешно|Ошибка|Выполняется)$/).map((b) => `${b.textContent}:${b.getAttribute('data-tone')}`);
    expect(statuses).toEqual(['Успешно:success', 'Ошибка:error', 'Выполняется:warning']);
    expect(screen.getAllByText('Ann')).toHaveLength(3);
  });

  it('expands and collapses a group to show its lines', async () => {
    renderPanel(<OperationDomainsCard showAll={false} timezone="UTC" />, api.transport);
    const toggle = (await screen.findByText('ok.com')).closest('button') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const lines = screen.getByRole('list', { name: 'ok.com logs' });
    expect(within(lines).getByText(/Готово/)).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('list', { name: 'ok.com logs' })).toBeNull();
  });

  it('pages and searches through the server', async () => {
    renderPanel(<OperationDomainsCard showAll timezone="UTC" />, api.transport);
    await screen.findByText('ok.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('later.com');
    fireEvent.change(screen.getByLabelText('Search operation domains'), { target: { value: 'ok' } });
    await waitFor(() => expect(lastCall()).toBe('GET /api/operation-domains?page=1&limit=10&search=ok&showAll=true'));
  });
});
