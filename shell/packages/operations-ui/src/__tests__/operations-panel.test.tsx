import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OperationsPanel } from '../components/operations-panel';
import { useClearOperations } from '../hooks/use-clear';
import { group, logLine, page, result } from './helpers/fixtures';
import { startLoopbackApi, type LoopbackApi } from './helpers/loopback-api';
import { renderPanel } from './helpers/render-panel';

let api: LoopbackApi;

beforeEach(async () => {
  api = await startLoopbackApi({
    '/api/results': page([result('a.com')]),
    '/api/logs': { logs: [logLine('1', 'Adding a.com')] },
    '/api/operation-domains': {
      domains: [group('a.com', { success: true, hasError: false })],
      pagination: { page: 1, totalPages: 1, total: 1, hasPrev: false, hasNext: false },
    },
    '/api/logs/clear-domain-records': { success: true, deleted: 1 },
  });
});

afterEach(() => api.close());

function ClearButton() {
  const clear = useClearOperations(false);
  return (
    <button type="button" onClick={() => clear.mutate('domainRecordsLogs')}>
      clear
    </button>
  );
}

describe('OperationsPanel', () => {
  it('shows results, logs and operation domains with the shell scope, keyed under operations', async () => {
    const { client } = renderPanel(<OperationsPanel shell={{ showAllOperations: false, timezone: 'UTC' }} />, api.transport);
    await screen.findByRole('table');
    await screen.findByRole('list', { name: 'Operation Logs' });
    await screen.findByText('Успешно');
    expect(api.seen.filter((s) => s.startsWith('GET')).every((s) => s.includes('showAll=false'))).toBe(true);
    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => `${String(q.queryKey[0])}/${String(q.queryKey[1])}`);
    expect([...new Set(keys)].sort()).toEqual(['operations/logs', 'operations/operation-domains', 'operations/results']);
  });

  it('clears, then refetches every operations query', async () => {
    const { client } = renderPanel(
      <>
        <OperationsPanel shell={{ showAllOperations: true, timezone: 'UTC' }} />
        <ClearButton />
      </>,
      api.transport,
    );
    await screen.findByRole('table');
    await screen.findByText('Успешно');
    expect(
      client
        .getQueryCache()
        .getAll()
        .every((q) => q.queryKey[0] === 'operations'),
    ).toBe(true);
    const before = api.seen.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'clear' })));
    await waitFor(() => {
      const after = api.seen.slice(before);
      expect(after[0]).toBe('POST /api/logs/clear-domain-records?showAll=false');
      expect(after.filter((s) => s.startsWith('GET')).length).toBeGreaterThanOrEqual(3);
    });
  });
});
