import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import type { AuditEntry } from '@dop/contracts/team';
import App from '../../../app/App';
import { dayBoundary } from '../api/audit-api';
import { NO_FILTERS, useAuditFilters } from '../stores/audit-filter-store';
import { installFakeTeam, type FakeTeam } from '../../../testing/fake-team';

let team: FakeTeam;
beforeEach(() => useAuditFilters.setState({ filters: NO_FILTERS, page: 1 }));
afterEach(() => team.restore());

const entry = (id: string, action: AuditEntry['action'], patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  action,
  at: '2026-03-01T10:00:00.000Z',
  actorId: 'u1',
  actorName: 'anna',
  service: 'identity',
  target: `member:${id}`,
  sourceIp: '203.0.113.9',
  details: {},
  ...patch,
});

describe('Settings > Audit', () => {
  it('shows who did what from where, and sends the filters with page 1', async () => {
    team = installFakeTeam({
      audit: [entry('a1', 'auth.sign-in'), entry('a2', 'secret.revealed', { target: 'registrar:porkbun:7', details: { field: 'apiKey' } })],
    });
    renderWithShell(App, {
      path: '/settings/audit',
      basePath: '/settings',
      user: { id: 'me', username: 'boss', role: 'admin', status: 'active' },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'From where', 'Details']);
    expect(within(table).getByRole('cell', { name: 'registrar:porkbun:7' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'field: apiKey' })).toBeTruthy();
    expect(team.requests.at(-1)?.url).toBe('/api/audit?page=1&limit=50');

    const form = screen.getByRole('form', { name: 'Audit filters' });
    fireEvent.change(within(form).getByLabelText('Actor'), { target: { value: ' anna ' } });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'secret.revealed' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03-02' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Apply' })));

    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Audit log' })).queryByRole('cell', { name: 'auth.sign-in' })).toBeNull(),
    );
    const sent = new URL(team.requests.at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      page: '1',
      limit: '50',
      actor: 'anna',
      action: 'secret.revealed',
      from: dayBoundary('2026-03-01', false),
      to: dayBoundary('2026-03-02', true),
    });
  });
});
