// A revert goes through the approval threshold like any change (issue 30): held, it says "Waiting for
// approval"; in a team with a single admin the 409 asks for the number of domains, typed in the revert's
// confirm, and a 'Revert anyway' given before is kept when the revert is sent again.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { ChangesCard } from '../components/changes-card';
import { detail, summary } from './helpers/change-fixtures';

const FIRST = summary({ counts: { domains: 30, applied: 30, failed: 0, conflicts: 0 } });
const REVERT_ID = 'c2'.padEnd(24, '0');
const CONFLICT = {
  domain: 'example.com',
  status: 'conflict',
  answer: 'Changed since (now @ → 203.0.113.99): not reverted unless confirmed',
};
const ASK = 'It changes 30 domains, more than 25; this team has a single administrator: type the number of domains (30) to confirm';

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

type RevertBody = { confirmConflicts: boolean; confirmDomains?: number };

async function revertFirst(answer: (body: RevertBody) => { status: number; body: unknown }) {
  backend = installFakeFetch(({ method, path, body }) => {
    if (path.startsWith('/api/changes?')) return { body: { changes: [FIRST], totalCount: 1, page: 1, limit: 10 } };
    if (method === 'POST' && path === `/api/changes/${FIRST.id}/revert`) return answer(body as RevertBody);
    if (path === `/api/changes/${REVERT_ID}`) return { body: detail({ id: REVERT_ID, source: 'revert', status: 'awaiting_approval' }) };
    return undefined;
  });
  renderFeature(<ChangesCard shell={testShell('admin')} />, 'admin');
  fireEvent.click(screen.getByRole('button', { name: 'Changes' }));
  const [row] = await screen.findAllByTestId('change-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Revert' }));
  return screen.findByRole('dialog', { name: 'Revert this change?' });
}

const held = { status: 202, body: detail({ id: REVERT_ID, source: 'revert', status: 'awaiting_approval' }) };

describe('a revert over the threshold', () => {
  it('conflicts confirmed, then the count typed: both are sent, and the held revert says "Waiting for approval"', async () => {
    const dialog = await revertFirst((b) => {
      if (!b.confirmConflicts) return { status: 409, body: errorBody('conflict', 'Nothing was reverted', { steps: [CONFLICT] }) };
      if (b.confirmDomains !== 30) return { status: 409, body: errorBody('conflict', ASK, { confirmDomains: 30 }) };
      return held;
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revert' })));
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: 'Revert anyway' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`409: ${ASK}`);
    const send = within(dialog).getByRole('button', { name: 'Revert' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type 30 to confirm'), { target: { value: '30' } });
    await act(async () => fireEvent.click(send));
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Waiting for approval',
        description: 'A second administrator must approve this change',
        variant: 'default',
      }),
    );
    expect(backend.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { confirmConflicts: false },
      { confirmConflicts: true },
      { confirmConflicts: true, confirmDomains: 30 },
    ]);
  });
});
