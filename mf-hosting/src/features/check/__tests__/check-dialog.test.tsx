import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App from '../../../app/App';
import { account, installBackend } from '../../../test-support/fake-backend';

const srv = { id: '1', name: 'vps-1', ip: '10.0.0.1', expire: '2026-01-05', cost: '5 USD', status: 2 };

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('check of servers and tickets', () => {
  it('opens the result dialog with each account reason and its servers', async () => {
    installBackend({
      accounts: [account('a1', 'one')],
      check: {
        checkedAt: '2026-01-02T00:00:00.000Z',
        checked: 5,
        accounts: [
          { id: 'a1', name: 'one', reason: 'both', newTickets: 2, servers: [{ ...srv, attention: 'expiring', daysLeft: 3 }] },
          { id: 'a2', name: 'two', reason: 'tickets', newTickets: 1, servers: [] },
          {
            id: 'a3',
            name: 'three',
            reason: 'inactive',
            newTickets: 0,
            servers: [{ ...srv, status: 3, attention: 'inactive', daysLeft: 20 }],
          },
          { id: 'a4', name: 'four', reason: 'expiring', newTickets: 0, servers: [{ ...srv, attention: 'overdue', daysLeft: -1 }] },
        ],
        errors: [{ id: 'a5', name: 'five', error: 'wrong login or password' }],
      },
    });
    renderWithShell(App);
    await screen.findByRole('button', { name: 'Sync one' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check servers and tickets' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('5 account(s) checked, 4 need attention')).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-reason'))).toEqual(['both', 'tickets', 'inactive', 'expiring', 'error']);
    expect(items[0].textContent).toContain('one: New tickets and servers need attention (2 new ticket(s))');
    expect(items[0].textContent).toContain('vps-1 10.0.0.1 — active, expiring (3 d)');
    expect(items[2].textContent).toContain('suspended, not active');
    expect(items[3].textContent).toContain('overdue (-1 d)');
    expect(items[4].textContent).toBe('five: wrong login or password');
  });

  it("toasts 'Не удалось проверить серверы и тикеты' when the check fails", async () => {
    installBackend({ accounts: [account('a1', 'one')], failures: { 'POST /api/hosting/check-servers-tickets': [500, 'boom'] } });
    renderWithShell(App);
    await screen.findByRole('button', { name: 'Sync one' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check servers and tickets' })));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Не удалось проверить серверы и тикеты', description: 'boom' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
