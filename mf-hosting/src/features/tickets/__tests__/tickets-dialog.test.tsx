import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App from '../../../app/App';
import { account, installBackend } from '../../../test-support/fake-backend';

describe('tickets dialog', () => {
  it('lists the open tickets with the summary and marks new ones', async () => {
    installBackend({
      accounts: [account('a1', 'main')],
      tickets: {
        a1: {
          tickets: [
            { id: '7', subject: 'Server down', date: '2026-01-02 10:00:00', status: 'new', isNew: true },
            { id: '8', subject: 'Invoice', date: '2026-01-01 10:00:00', status: 'awaiting reply', isNew: false },
          ],
          summary: { total: 2, new: 1 },
        },
      },
    });
    renderWithShell(App);
    const button = await screen.findByRole('button', { name: 'Tickets main' });
    await act(async () => fireEvent.click(button));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tickets — main')).toBeTruthy();
    await within(dialog).findByText('Total: 2, new: 1');
    const items = within(within(dialog).getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(items.map((li) => [li.getAttribute('data-new'), li.textContent?.includes('New')])).toEqual([
      ['true', true],
      ['false', false],
    ]);
  });

  it('says why tickets could not be loaded', async () => {
    installBackend({
      accounts: [account('a1', 'main')],
      failures: { 'GET /api/accounts/diorhost/a1/tickets': [502, 'DiorHost account main: unreachable: ECONNREFUSED'] },
    });
    renderWithShell(App);
    const button = await screen.findByRole('button', { name: 'Tickets main' });
    await act(async () => fireEvent.click(button));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to load tickets: DiorHost account main: unreachable: ECONNREFUSED');
  });
});
