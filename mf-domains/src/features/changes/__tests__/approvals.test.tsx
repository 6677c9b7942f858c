// Held changes in the Changes card (issue 30): the reason and expiry, Approve and Reject for another
// admin (with a confirm; an approval's outcome is one toast), disabled for the author and for members
// below admin with the reason, the badge counting changes waiting for approval, rejected and expired.
import type { ChangeSummary } from '@dop/contracts/changes';
import type { Role } from '@dop/contracts/access';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { ChangesCard } from '../components/changes-card';
import { detail, summary } from './helpers/change-fixtures';

const APPROVAL = { reason: 'It changes 30 domains, more than 25', expiresAt: '2025-03-02T10:00:00.000Z', decidedBy: null, decidedAt: null };
const COUNTS = { domains: 30, applied: 0, failed: 0, conflicts: 0 };
const HELD = summary({ status: 'awaiting_approval', approval: APPROVAL, counts: COUNTS, createdBy: { userId: 'u2', userName: 'boris' } });
const MINE = { ...HELD, createdBy: { userId: 'u1', userName: 'tester' } };

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

const listOf = (changes: ChangeSummary[], totalCount = changes.length) => ({ body: { changes, totalCount, page: 1, limit: 10 } });

async function heldRow(handler: FakeHandler, role: Role = 'admin') {
  backend = installFakeFetch(handler);
  renderFeature(<ChangesCard shell={testShell(role)} />, role);
  fireEvent.click(screen.getByRole('button', { name: 'Changes' }));
  const [row] = await screen.findAllByTestId('change-row');
  return row;
}

const button = (row: HTMLElement, name: string) => within(row).getByRole('button', { name }) as HTMLButtonElement;

describe('approvals in the Changes card', () => {
  it('a held change shows why and until when; another admin approves after a confirm, and hears the outcome', async () => {
    let approved = false;
    const row = await heldRow(({ method, path }) => {
      if (path.startsWith('/api/changes?')) return listOf([approved ? { ...HELD, status: 'applying' } : HELD]);
      if (method === 'POST' && path === `/api/changes/${HELD.id}/approve`) {
        approved = true;
        return { status: 202, body: { ...HELD, status: 'applying' } };
      }
      if (path === `/api/changes/${HELD.id}`) return { body: detail({ ...HELD, status: 'applied', counts: { ...COUNTS, applied: 30 } }) };
      return undefined;
    });
    expect(row.textContent).toContain('Waiting for approval');
    expect(within(row).getByTestId('change-approval').textContent).toBe(
      'It changes 30 domains, more than 25 · expires 02.03.2025, 10:00:00',
    );
    expect(within(row).queryByRole('button', { name: 'Revert' })).toBeNull();
    fireEvent.click(button(row, 'Approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' });
    expect(dialog.textContent).toContain('Held because: It changes 30 domains, more than 25');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Change applied', description: '30 of 30 domains updated', variant: 'default' }),
    );
  });

  it('reject after a confirm; a refusal in the confirm is the server’s message', async () => {
    let tries = 0;
    const row = await heldRow(({ method, path }) => {
      if (path.startsWith('/api/changes?')) return listOf([HELD]);
      if (method === 'POST' && path.endsWith('/reject'))
        return (tries += 1) === 1
          ? { status: 409, body: errorBody('conflict', 'This change expired: it was not approved within 24 hours') }
          : { body: { ...HELD, status: 'rejected' } };
      return undefined;
    });
    fireEvent.click(button(row, 'Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this change?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('409: This change expired: it was not approved within 24 hours');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    await waitFor(() => expect(shownToast()?.title).toBe('Change rejected'));
  });

  it('its author sees Approve and Reject disabled with "Another administrator must approve this change"', async () => {
    const row = await heldRow(({ path }) => (path.startsWith('/api/changes?') ? listOf([MINE]) : undefined));
    for (const name of ['Approve', 'Reject']) {
      expect(button(row, name).disabled).toBe(true);
      expect(button(row, name).title).toBe('Another administrator must approve this change');
    }
  });

  it('an operator sees them disabled with "Needs the admin role"', async () => {
    const row = await heldRow(({ path }) => (path.startsWith('/api/changes?') ? listOf([HELD]) : undefined), 'operator');
    expect(button(row, 'Approve').disabled).toBe(true);
    expect(button(row, 'Approve').title).toBe('Needs the admin role');
  });

  it('rejected and expired read as such, with who decided', async () => {
    const decided = { ...APPROVAL, decidedBy: { userId: 'u3', userName: 'vera' }, decidedAt: '2025-03-01T11:00:00.000Z' };
    backend = installFakeFetch(({ path }) =>
      path.startsWith('/api/changes?')
        ? listOf([summary({ ...HELD, id: 'r'.repeat(24), status: 'rejected', approval: decided }), summary({ ...HELD, status: 'expired' })])
        : undefined,
    );
    renderFeature(<ChangesCard shell={testShell('admin')} />, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Changes' }));
    const [rejected, expired] = await screen.findAllByTestId('change-row');
    expect(rejected.textContent).toContain('Rejected');
    expect(rejected.textContent).toContain('rejected by vera at 01.03.2025, 11:00:00');
    expect(expired.textContent).toContain('Expired');
    expect(expired.textContent).toContain('without an approval');
  });

  it('the header counts changes waiting for approval; the badge opens the log filtered to them', async () => {
    backend = installFakeFetch(({ path }) => (path.startsWith('/api/changes?') ? listOf([HELD], 3) : undefined));
    renderFeature(<ChangesCard shell={testShell('admin')} />, 'admin');
    expect(backend.requests[0]?.path).toBe('/api/changes?status=awaiting_approval&limit=1');
    fireEvent.click(await screen.findByRole('button', { name: '3 waiting for approval' }));
    expect(screen.getByRole('button', { name: 'Changes' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('awaiting_approval');
    await waitFor(() => expect(backend.requests.at(-1)?.path).toBe('/api/changes?page=1&limit=10&status=awaiting_approval'));
    expect(screen.getByRole('button', { name: 'Change A records' })).toBeTruthy();
  });
});
