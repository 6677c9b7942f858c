import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OperationLogsCard } from '../components/operation-logs-card';
import { logLine } from './helpers/fixtures';
import { startLoopbackApi, type LoopbackApi } from './helpers/loopback-api';
import { renderPanel } from './helpers/render-panel';

let api: LoopbackApi;
const lastLogsCall = () => api.seen.filter((s) => s.startsWith('GET /api/logs')).at(-1);

beforeEach(async () => {
  api = await startLoopbackApi({
    '/api/logs': {
      logs: [
        logLine('1', 'Adding a.com'),
        logLine('2', 'A records set', { level: 'success', user: { id: 'u2', username: 'bob', displayName: 'Bob B', email: null } }),
        logLine('3', 'no time', { timestamp: '' as string, domain: null }),
      ],
    },
  });
});

afterEach(() => api.close());

describe('OperationLogsCard', () => {
  it('asks for the last week by default and lists lines oldest first with time, user and domain', async () => {
    renderPanel(<OperationLogsCard showAll timezone="UTC" operationType="billing" />, api.transport);
    const list = await screen.findByRole('list', { name: 'Operation Logs' });
    expect(lastLogsCall()).toBe('GET /api/logs?showAll=true&operationType=billing&period=1week');
    const items = Array.from(list.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([
      '[01.03.2026, 10:00:00] ann a.com: Adding a.com',
      '[01.03.2026, 10:00:00] Bob B a.com: A records set',
      '[Нет времени] ann: no time',
    ]);
    expect((screen.getByLabelText('Log period') as HTMLSelectElement).value).toBe('1week');
  });

  it('changes period, and asks for a custom range only once it has a bound', async () => {
    renderPanel(<OperationLogsCard showAll={false} timezone="UTC" />, api.transport);
    await screen.findByRole('list', { name: 'Operation Logs' });
    fireEvent.change(screen.getByLabelText('Log period'), { target: { value: '1day' } });
    await waitFor(() => expect(lastLogsCall()).toBe('GET /api/logs?showAll=false&period=1day'));
    fireEvent.change(screen.getByLabelText('Log period'), { target: { value: 'all' } });
    await waitFor(() => expect(lastLogsCall()).toBe('GET /api/logs?showAll=false&period=all'));
    fireEvent.change(screen.getByLabelText('Log period'), { target: { value: 'custom' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.seen.some((s) => s.includes('period=custom'))).toBe(false);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01T00:00' } });
    const from = new Date('2026-03-01T00:00').toISOString();
    await waitFor(() => expect(lastLogsCall()).toBe(`GET /api/logs?showAll=false&period=custom&from=${encodeURIComponent(from)}`));
  });

  it('keeps the list scrolled to the newest line as lines arrive', async () => {
    // jsdom does no layout: give the list a scroll height so "scrolled to the bottom" is observable.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 480 });
    try {
      renderPanel(<OperationLogsCard showAll timezone="UTC" pollMs={100} />, api.transport);
      const list = await screen.findByRole('list', { name: 'Operation Logs' });
      expect(list.scrollTop).toBe(480);
      list.scrollTop = 0;
      api.routes['/api/logs'] = { logs: [logLine('1', 'Adding a.com'), logLine('4', 'newest line')] };
      await screen.findByText(/newest line/, undefined, { timeout: 3000 });
      expect(list.scrollTop).toBe(480);
    } finally {
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });
});
