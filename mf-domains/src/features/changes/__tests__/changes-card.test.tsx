// The Changes card (issue 30) against a fake /api/changes: the log newest first with its filters and
// pages, a row opening to old and new values side by side, the revert with its confirm, conflicts and
// 'Revert anyway', the outcome toast, the empty state, errors as messages, and the role rule.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { ChangesCard } from '../components/changes-card';
import { detail, STEP, summary } from './helpers/change-fixtures';

const FIRST = summary();
const REVERT_ID = 'c2'.padEnd(24, '0');
const CONFLICT = {
  domain: 'example.com',
  status: 'conflict',
  answer: 'Changed since (now @ → 203.0.113.99): not reverted unless confirmed',
};

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

function show(handler: FakeHandler, role: Parameters<typeof testShell>[0] = 'operator') {
  backend = installFakeFetch(handler);
  renderFeature(<ChangesCard shell={testShell(role)} />, role);
  const toggle = screen.getByRole('button', { name: 'Changes' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
}

const listOf = (changes: unknown[], totalCount = changes.length) => ({ body: { changes, totalCount, page: 1, limit: 10 } });
const rows = () => screen.findAllByTestId('change-row');

describe('Changes card', () => {
  it('says "No changes yet" when the log is empty, and something else when filters find nothing', async () => {
    show(() => listOf([]));
    expect(await screen.findByText('No changes yet')).toBeTruthy();
    expect(backend.requests.at(-1)?.path).toBe('/api/changes?page=1&limit=10');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'Example.com' } });
    expect(await screen.findByText('No changes match these filters')).toBeTruthy();
    expect(backend.requests.at(-1)?.path).toBe('/api/changes?page=1&limit=10&domain=example.com&status=failed');
  });

  it('lists change sets and opens one (a button with aria-expanded) to old and new values side by side', async () => {
    show(({ path }) =>
      path.startsWith('/api/changes?') ? listOf([FIRST]) : path === `/api/changes/${FIRST.id}` ? { body: detail() } : undefined,
    );
    const [row] = await rows();
    expect(row.textContent).toContain('anna');
    expect(row.textContent).toContain('DNS dialog');
    expect(row.textContent).toContain('Applied');
    expect(row.textContent).toContain('1 domain · 1 applied');
    expect(row.textContent).toContain('example.com');
    const toggle = within(row).getAllByRole('button')[0];
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    fireEvent.click(toggle);
    const step = await within(row).findByRole('listitem', { name: 'example.com' });
    expect(within(step).getByRole('list', { name: 'Before' }).textContent).toBe('@ → 198.51.100.30 (TTL 3600)');
    expect(within(step).getByRole('list', { name: 'After' }).textContent).toBe('@ → 198.51.100.31 (TTL 3600)');
    expect(step.textContent).toContain("Provider's answer: NameSilo: success");
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
  });

  it('revert: confirm, a 409 names the conflicts, "Revert anyway" confirms; the outcome is a toast and the list reloads', async () => {
    show(({ method, path, body }) => {
      if (path.startsWith('/api/changes?')) return listOf([FIRST]);
      if (path === `/api/changes/${REVERT_ID}`) return { body: detail({ id: REVERT_ID, source: 'revert', revertOf: FIRST.id }) };
      if (method === 'POST' && path === `/api/changes/${FIRST.id}/revert`) {
        if (!(body as { confirmConflicts: boolean }).confirmConflicts)
          return { status: 409, body: errorBody('conflict', `Nothing was reverted: ${CONFLICT.answer}`, { steps: [CONFLICT] }) };
        return { status: 202, body: detail({ id: REVERT_ID, source: 'revert', status: 'applying', revertOf: FIRST.id }) };
      }
      return undefined;
    });
    const [row] = await rows();
    fireEvent.click(within(row).getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revert' })));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(`example.com: ${CONFLICT.answer}`);
    expect(alert.textContent).not.toContain('{');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revert anyway' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Change reverted',
        description: '1 of 1 domain back to their earlier records',
        variant: 'default',
      }),
    );
    const posts = backend.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(posts).toEqual([{ confirmConflicts: false }, { confirmConflicts: true }]);
    expect(backend.requests.filter((r) => r.path.startsWith('/api/changes?')).length).toBeGreaterThan(1);
  });

  it('reverts one domain of a set from its open row', async () => {
    show(({ method, path }) => {
      if (path.startsWith('/api/changes?')) return listOf([FIRST]);
      if (path === `/api/changes/${FIRST.id}`) return { body: detail({}, [STEP, { ...STEP, domain: 'b.com' }]) };
      if (path === `/api/changes/${REVERT_ID}`) return { body: detail({ id: REVERT_ID, source: 'revert' }) };
      if (method === 'POST') return { status: 202, body: detail({ id: REVERT_ID, source: 'revert', status: 'applying' }) };
      return undefined;
    });
    const [row] = await rows();
    fireEvent.click(within(row).getAllByRole('button')[0]);
    fireEvent.click(await within(row).findByRole('button', { name: 'Revert b.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert b.com?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revert' })));
    await waitFor(() => expect(shownToast()?.title).toBe('Change reverted'));
    expect(backend.requests.find((r) => r.method === 'POST')?.body).toEqual({ domains: ['b.com'], confirmConflicts: false });
  });

  it('a failure reads as the server’s message, never raw JSON', async () => {
    show(() => ({ status: 500, body: errorBody('internal', 'the change log is unavailable') }));
    expect((await screen.findByRole('alert')).textContent).toBe('500: the change log is unavailable');
  });

  it('pages through the log', async () => {
    show(({ path }) => (path.startsWith('/api/changes?') ? listOf([FIRST], 23) : undefined));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(backend.requests.at(-1)?.path).toBe('/api/changes?page=2&limit=10'));
  });

  it('a viewer sees Revert disabled with "Needs the operator role"', async () => {
    show(({ path }) => (path.startsWith('/api/changes?') ? listOf([FIRST]) : undefined), 'viewer');
    const [row] = await rows();
    const revert = within(row).getByRole('button', { name: 'Revert' }) as HTMLButtonElement;
    expect(revert.disabled).toBe(true);
    expect(revert.title).toBe('Needs the operator role');
  });
});
