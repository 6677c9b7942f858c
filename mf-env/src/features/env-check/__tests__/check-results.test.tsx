import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiErrorOf } from '@dop/mf-kit';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { failureText } from '../../env-update/hooks/use-env-update';

const entry = {
  domain: 'a.com',
  variables: [
    { variable: 'CLOAKING_ENABLED', expectedValue: 'true', actualValue: 'true', matches: true, error: null },
    { variable: 'VOLUUM_ENABLED', expectedValue: 'true', actualValue: 'false', matches: false, error: null },
  ],
};
const line = (message: string) => ({
  id: '1',
  message,
  level: 'info',
  timestamp: '2026-01-02T03:04:05.000Z',
  domain: 'a.com',
  userId: 'u',
  operationType: 'env_check',
  user: null,
});
const json = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  statusText: String(status),
  headers: { get: () => 'application/json' },
  text: async () => JSON.stringify(body),
});

describe('checker results', () => {
  it('shows stored check entries from the env_check log, matches and mismatches marked, skipping other lines', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url.startsWith('/api/logs?') ? json(200, { logs: [line('not json'), line(JSON.stringify(entry))] }) : json(500, {}),
    ) as unknown as typeof fetch;
    renderWithShell(App);
    await act(async () => fireEvent.mouseDown(screen.getByRole('tab', { name: 'Checker' }), { button: 0 }));
    const table = await screen.findByRole('table', { name: 'Checker results' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-matches'))).toEqual(['true', 'false']);
    expect(rows[1].textContent).toContain('VOLUUM_ENABLED');
    // The clear call fails here: the spec's toast.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear' })));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Failed to clear checker results' });
  });

  it("words failures as the spec does, with the server's own message", () => {
    expect(failureText(apiErrorOf(400, 'Bad Request', '{"error":{"code":"address_refused","message":"x resolves to 127.0.0.1"}}'))).toBe(
      'Error updating env: x resolves to 127.0.0.1',
    );
    expect(failureText(apiErrorOf(502, 'Bad Gateway', '<html>nginx</html>'))).toBe('Error updating env: 502: Bad Gateway');
    expect(failureText(new Error(''))).toBe('Unknown error');
  });
});
