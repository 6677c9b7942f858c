import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App from '../../../app/App';
import { dateFromToday } from '../../../test-support/dates';
import { account, installBackend } from '../../../test-support/fake-backend';
import { expiryNote, statusName } from '../lib/server-view';

const server = (id: string, name: string, days: number | null, status = 2) => ({
  id,
  name,
  ip: `10.0.0.${id}`,
  expire: days === null ? null : dateFromToday(days),
  cost: '5.00 USD',
  status,
});

describe('VPS server list', () => {
  it('names statuses 0-4 and calls anything else unknown', () => {
    expect([0, 1, 2, 3, 4, 7, -1].map(statusName)).toEqual([
      'stopped',
      'in progress',
      'active',
      'suspended',
      'deleted',
      'unknown',
      'unknown',
    ]);
  });

  it('warns at 7 days or fewer and marks a past expiry overdue', () => {
    const now = new Date();
    expect(expiryNote(server('1', 'a', 8), now)).toEqual({ attention: null, text: null });
    expect(expiryNote(server('1', 'a', 7), now)).toEqual({ attention: 'expiring', text: 'Expires in 7 d' });
    expect(expiryNote(server('1', 'a', 0), now)).toEqual({ attention: 'expiring', text: 'Expires today' });
    expect(expiryNote(server('1', 'a', -2), now)).toEqual({ attention: 'overdue', text: 'Overdue by 2 d' });
    expect(expiryNote(server('1', 'a', 30, 3), now)).toEqual({ attention: 'inactive', text: null });
  });

  it('shows the chosen account servers with status names, expiry warnings and overdue marks', async () => {
    installBackend({
      accounts: [account('a1', 'main', { lastSync: '2026-01-02T00:00:00.000Z' }), account('a2', 'other')],
      servers: { a1: [server('1', 'vps-ok', 40), server('2', 'vps-soon', 3), server('3', 'vps-late', -2, 3)] },
    });
    renderWithShell(App);
    const button = await screen.findByRole('button', { name: 'Servers main' });
    await act(async () => fireEvent.click(button));
    expect(screen.getByText('VPS servers — main')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'VPS servers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-attention'))).toEqual(['none', 'expiring', 'overdue']);
    expect(rows[0].textContent).toContain('active');
    expect(rows[1].textContent).toContain('Expires in 3 d');
    expect(rows[2].textContent).toContain('Overdue by 2 d');
    expect(rows[2].textContent).toContain('suspended');
  });

  it('says when an account was never synced', async () => {
    installBackend({ accounts: [account('a1', 'fresh')] });
    renderWithShell(App);
    const button = await screen.findByRole('button', { name: 'Servers fresh' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText('Not synced yet: press Sync to read the servers')).toBeTruthy();
    expect(screen.getByText('No servers')).toBeTruthy();
  });
});
