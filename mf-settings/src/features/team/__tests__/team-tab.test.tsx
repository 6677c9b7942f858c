import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import type { Role } from '@dop/contracts/access';
import App from '../../../app/App';
import { installFakeTeam, member, type FakeTeam } from '../../../testing/fake-team';

let team: FakeTeam;
beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => team.restore());

const user = (role: Role) => ({ id: 'me', username: 'boss', role, status: 'active' as const });
const lastToast = () => useToastStore.getState().toasts[0]?.title;
const click = (name: string, scope: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

describe('Settings > Team', () => {
  it('approves a pending member with the role picked in the confirmation, with a toast', async () => {
    team = installFakeTeam({ members: [member('m1', 'boss', { role: 'owner' }), member('m2', 'stranger', { status: 'pending' })] });
    renderWithShell(App, { path: '/settings/team', basePath: '/settings', user: user('owner') });
    expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true');
    const row = (await screen.findByRole('cell', { name: 'stranger' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'pending' })).toBeTruthy();

    await click('Approve', row);
    const dialog = screen.getByRole('dialog', { name: 'Approve member' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'viewer' } });
    await click('Approve', dialog);

    await waitFor(() => expect(lastToast()).toBe('Member approved'));
    expect(team.requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/team/members/m2',
      body: { status: 'active', role: 'viewer' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByRole('cell', { name: 'stranger' }).closest('tr')!).getByRole('cell', { name: 'active' })).toBeTruthy(),
    );
  });

  it('disabling asks first; Cancel sends nothing', async () => {
    team = installFakeTeam({ members: [member('m3', 'olga', { role: 'operator' })] });
    renderWithShell(App, { path: '/settings/team', basePath: '/settings', user: user('admin') });
    const row = (await screen.findByRole('cell', { name: 'olga' })).closest('tr')!;
    await click('Disable', row);
    await click('Cancel', screen.getByRole('dialog', { name: 'Disable member' }));
    expect(team.requests.some((r) => r.method === 'PATCH')).toBe(false);
    await click('Disable', row);
    await click('Disable', screen.getByRole('dialog', { name: 'Disable member' }));
    await waitFor(() => expect(lastToast()).toBe('Member disabled'));
    expect(team.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'disabled' });
  });

  it('an admin cannot touch an owner, and invites up to admin; the link is absolute', async () => {
    team = installFakeTeam({ members: [member('m1', 'founder', { role: 'owner' })] });
    renderWithShell(App, { path: '/settings/team', basePath: '/settings', user: user('admin') });
    const row = (await screen.findByRole('cell', { name: 'founder' })).closest('tr')!;
    const disable = within(row).getByRole('button', { name: 'Disable' }) as HTMLButtonElement;
    expect(disable.disabled).toBe(true);
    expect(disable.parentElement!.getAttribute('data-needs-role')).toBe('owner');

    const form = screen.getByRole('form', { name: 'Invite member' });
    const roles = [...(within(form).getByLabelText('Role') as HTMLSelectElement).options].map((o) => o.value);
    expect(roles).toEqual(['viewer', 'operator', 'admin']);
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'new@example.test' } });
    await click('Invite', form);
    expect((await screen.findByLabelText('Invitation link')).textContent).toBe(`${window.location.origin}/auth?invite=tok-inv1-0123456789`);
    expect(team.requests.find((r) => r.method === 'POST')?.body).toEqual({ email: 'new@example.test', role: 'operator' });
    expect(await screen.findByRole('cell', { name: 'new@example.test' })).toBeTruthy();
  });

  it('Team and Audit are disabled with "Needs the admin role" for an operator', () => {
    team = installFakeTeam();
    renderWithShell(App, { path: '/settings', user: user('operator') });
    for (const name of ['Team', 'Audit']) {
      const tab = screen.getByRole('tab', { name }) as HTMLButtonElement;
      expect(tab.disabled).toBe(true);
      expect(tab.parentElement!.getAttribute('data-needs-role')).toBe('admin');
    }
    expect(team.requests.some((r) => r.url.startsWith('/api/team'))).toBe(false);
  });
});

describe('Team settings', () => {
  it('loads and saves the team-wide settings', async () => {
    team = installFakeTeam();
    renderWithShell(App, { path: '/settings/team', basePath: '/settings', user: user('admin') });
    const form = await screen.findByRole('form', { name: 'Team settings' });
    const days = within(form).getByLabelText('Expiry alert (days before)') as HTMLInputElement;
    expect(days.value).toBe('30');
    expect((within(form).getByLabelText("Second approval above (% of a zone's records, zones of 10+)") as HTMLInputElement).value).toBe(
      '30',
    );
    fireEvent.change(days, { target: { value: '14' } });
    await click('Save settings', form);
    await waitFor(() => expect(lastToast()).toBe('Team settings saved'));
    expect(team.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      expiryAlertDays: 14,
      changeApprovalDomains: 25,
      changeApprovalRatio: 0.3,
      inventoryAlertDays: [30, 14, 7, 1],
      inventoryDriftAlerts: ['nameservers', 'records', 'zone'],
      inventoryAlertDigest: false,
    });
  });

  it('saves the inventory alert days and drift alerts (issue 29); bad days are named and not sent', async () => {
    team = installFakeTeam();
    renderWithShell(App, { path: '/settings/team', basePath: '/settings', user: user('admin') });
    const form = await screen.findByRole('form', { name: 'Team settings' });
    const days = within(form).getByLabelText('Inventory alerts (days before expiry)') as HTMLInputElement;
    fireEvent.change(days, { target: { value: '60, x' } });
    expect(within(form).getByText('Up to 10 whole days from 1 to 365, comma-separated')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(days, { target: { value: '60, 7' } });
    fireEvent.click(within(form).getByLabelText('Zone missing'));
    fireEvent.click(within(form).getByLabelText('One daily digest instead of each alert as it comes'));
    await click('Save settings', form);
    await waitFor(() => expect(lastToast()).toBe('Team settings saved'));
    expect(team.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      inventoryAlertDays: [60, 7],
      inventoryDriftAlerts: ['nameservers', 'records'],
      inventoryAlertDigest: true,
    });
  });
});
