import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { parseDomains } from '../../../shared/parse-domains';
import { UPDATE_RESULTS_STORAGE_KEY } from '../stores/update-results-store';

/** Answers /api/env-proxy as the env service would: ok.com accepted, bad.com refused by its site. */
function installBackend() {
  const sent: unknown[] = [];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    const ok = body.domain === 'ok.com';
    const answer = {
      domain: body.domain,
      success: ok,
      message: ok ? 'Data received' : 'Internal Server Error',
      timestamp: '2026-01-02T03:04:05.000Z',
      cloakingStatus: 'Enabled',
      voluumStatus: 'Unchanged',
      userInfo: { id: 'u1', username: 'alice' },
    };
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(answer),
    };
  }) as unknown as typeof fetch;
  return sent;
}

beforeEach(() => localStorage.clear());

describe('env update', () => {
  it('splits, trims and lower-cases domains, dropping empty lines', () => {
    expect(parseDomains(' OK.com \n\n  Bad.COM\n')).toEqual(['ok.com', 'bad.com']);
  });

  it('updates each domain, keeps the results in browser storage and toasts a failure', async () => {
    const sent = installBackend();
    renderWithShell(App);
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'OK.com\nbad.com' } });
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Cloaking' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
    expect(sent).toEqual([
      { domain: 'ok.com', cloakingEnabled: true, voluumEnabled: true, useCloaking: true, useVoluum: false },
      { domain: 'bad.com', cloakingEnabled: true, voluumEnabled: true, useCloaking: true, useVoluum: false },
    ]);
    const items = within(screen.getByRole('list', { name: 'Update results' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-success'))).toEqual(['false', 'true']);
    expect(items[0].textContent).toContain('Error updating env: Internal Server Error');
    expect(items[1].textContent).toContain('Data received');
    const stored = JSON.parse(localStorage.getItem(UPDATE_RESULTS_STORAGE_KEY) ?? '{}') as { state: { results: unknown[] } };
    expect(stored.state.results).toHaveLength(2);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'ENV operation failed' });
  });
});
