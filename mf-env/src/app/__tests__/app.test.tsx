import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE } from '../App';

const openTab = (name: string) => act(async () => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 }));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  localStorage.clear();
  // The checker reads its entries on mount; answer an empty log list.
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify({ logs: [] }),
  })) as unknown as typeof fetch;
});

describe('mf-env App', () => {
  it('shows the ENV heading with the Update and Checker tabs', () => {
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TAB_TITLE);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Update', 'Checker']);
  });

  it('refuses an update without domains, then without Cloaking or Voluum', async () => {
    renderWithShell(App);
    await click('Update');
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least one domain');
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'a.com' } });
    await click('Update');
    expect(screen.getByRole('alert').textContent).toBe('Please select Cloaking or Voluum');
    expect(global.fetch).not.toHaveBeenCalledWith('/api/env-proxy', expect.anything());
  });

  it('refuses a check without domains, then without an enabled variable with a value', async () => {
    renderWithShell(App);
    await openTab('Checker');
    await click('Check');
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least one domain');
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'a.com' } });
    await click('Check');
    expect(screen.getByRole('alert').textContent).toBe('Enable at least one variable with an expected value');
  });
});
