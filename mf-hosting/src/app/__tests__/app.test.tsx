import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE } from '../App';
import { account, installBackend } from '../../test-support/fake-backend';

const rows = () =>
  within(screen.getByRole('table', { name: 'DiorHost accounts' }))
    .getAllByRole('row')
    .slice(1);
const names = () => rows().map((r) => r.querySelector('td')?.textContent);

describe('mf-hosting App', () => {
  it('shows the Hosting heading and the accounts, 5 per page by default', async () => {
    installBackend({ accounts: Array.from({ length: 7 }, (_, i) => account(`a${i + 1}`, `acc-${i + 1}`)) });
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TAB_TITLE);
    await screen.findByRole('table', { name: 'DiorHost accounts' });
    expect(names()).toEqual(['acc-1', 'acc-2', 'acc-3', 'acc-4', 'acc-5']);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(names()).toEqual(['acc-6', 'acc-7']);
  });

  it('per page takes 1-1000 and resets an invalid value to 5', async () => {
    installBackend({ accounts: Array.from({ length: 7 }, (_, i) => account(`a${i + 1}`, `acc-${i + 1}`)) });
    renderWithShell(App);
    await screen.findByRole('table', { name: 'DiorHost accounts' });
    const perPage = screen.getByLabelText('Per page') as HTMLInputElement;
    fireEvent.change(perPage, { target: { value: '10' } });
    await act(async () => fireEvent.blur(perPage));
    expect(names()).toHaveLength(7);
    fireEvent.change(perPage, { target: { value: '0' } });
    await act(async () => fireEvent.blur(perPage));
    expect(perPage.value).toBe('5');
    expect(names()).toHaveLength(5);
    fireEvent.change(perPage, { target: { value: '1001' } });
    await act(async () => fireEvent.keyDown(perPage, { key: 'Enter' }));
    expect(perPage.value).toBe('5');
  });

  it('searches by name or e-mail', async () => {
    installBackend({ accounts: [account('a1', 'alpha'), account('a2', 'beta', { email: 'ops@corp.test' })] });
    renderWithShell(App);
    await screen.findByRole('table', { name: 'DiorHost accounts' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search accounts' }), { target: { value: 'CORP' } });
    expect(names()).toEqual(['beta']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search accounts' }), { target: { value: 'nothing' } });
    expect(screen.getByText('No accounts match the search')).toBeTruthy();
  });
});
