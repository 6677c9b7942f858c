// "Change A records" against a fake service (issue 30): the form's checks, the plan's progress, the plan
// per domain with counts, and Apply: held for a second admin, or the single admin's typed confirm that
// then applies and ends in one toast. Failures read as the server's message.
import type { ChangeStep } from '@dop/contracts/changes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { detail, STEP, summary } from '../../changes/__tests__/helpers/change-fixtures';
import { BulkRecordsDialog } from '../components/bulk-records-dialog';

const ID = 'p1'.padEnd(24, '0');
const NEW = '203.0.113.5';
const steps: ChangeStep[] = ['a.com', 'b.com'].map((domain) => ({
  ...STEP,
  domain,
  status: 'pending',
  appliedAt: null,
  answer: null,
  old: { records: [{ name: '@', content: '198.51.100.1', ttl: 3600 }] },
  new: { records: [{ name: '@', content: NEW, ttl: 3600 }] },
}));
const counts = (applied = 0) => ({ domains: 2, applied, failed: 0, conflicts: 0 });

let backend: FakeFetch;
let onClose: jest.Mock;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

/** A plan read once while planning (1 of 2), then planned; `apply` answers POST …/apply. */
function service(apply: FakeHandler): FakeHandler {
  let reads = 0;
  let applied = false;
  return (req) => {
    if (req.path === '/api/changes/plan')
      return { status: 202, body: summary({ id: ID, status: 'planning', planned: 0, counts: counts() }) };
    if (req.path === `/api/changes/${ID}/apply`) {
      const out = apply(req);
      applied = out?.status === 202 && (out.body as { status: string }).status === 'applying';
      return out;
    }
    if (req.path === `/api/changes/${ID}`) {
      reads += 1;
      if (applied) return { body: detail({ id: ID, status: 'applied', counts: counts(2) }, steps) };
      return reads === 1
        ? { body: detail({ id: ID, status: 'planning', planned: 1, counts: counts() }, steps) }
        : { body: detail({ id: ID, status: 'planned', planned: 2, counts: counts() }, steps) };
    }
    return undefined;
  };
}

async function planTwo(handler: FakeHandler) {
  backend = installFakeFetch(handler);
  onClose = jest.fn();
  renderFeature(<BulkRecordsDialog shell={testShell('admin')} onClose={onClose} />, 'admin');
  const dialog = screen.getByRole('dialog', { name: 'Change A records' });
  fireEvent.change(within(dialog).getByLabelText('Domains (one per line)'), { target: { value: 'A.com\nb.com\n' } });
  fireEvent.change(within(dialog).getByLabelText('IP address'), { target: { value: NEW } });
  expect((within(dialog).getByLabelText('Record names') as HTMLInputElement).value).toBe('@ www');
  fireEvent.change(within(dialog).getByLabelText('Record names'), { target: { value: '@' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Plan' })));
  return dialog;
}

describe('Change A records', () => {
  it('checks the form before sending anything, and shows a refusal as the server’s message', async () => {
    backend = installFakeFetch(({ path }) =>
      path === '/api/changes/plan' ? { status: 404, body: errorBody('not_found', 'Not domains of this panel: nope.com') } : undefined,
    );
    renderFeature(<BulkRecordsDialog shell={testShell('admin')} onClose={() => undefined} />, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least one domain name');
    expect(backend.requests.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Domains (one per line)'), { target: { value: 'nope.com' } });
    fireEvent.change(screen.getByLabelText('IP address'), { target: { value: '1.2.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(screen.getByRole('alert').textContent).toBe('1.2.3 is not an IPv4 address');
    fireEvent.change(screen.getByLabelText('IP address'), { target: { value: '1.2.3.4' } });
    // Enter in a field plans too (the fields are a form).
    fireEvent.submit(screen.getByLabelText('IP address').closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('404: Not domains of this panel: nope.com');
  });

  it('plans with progress, shows each domain old → new with counts, and a held apply says "Waiting for approval"', async () => {
    const dialog = await planTwo(
      service(() => ({ status: 202, body: summary({ id: ID, status: 'awaiting_approval', counts: counts() }) })),
    );
    expect(backend.requests.find((r) => r.method === 'POST')?.body).toEqual({
      domains: ['a.com', 'b.com'],
      records: [{ name: '@', content: NEW, ttl: 3600 }],
    });
    expect((await within(dialog).findByRole('status')).textContent).toBe('Reading current records: 1 / 2');
    expect(
      await within(dialog).findByText('2 domains · 2 changed · 0 unchanged · 0 could not be read', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const item = within(dialog).getByRole('listitem', { name: 'a.com' });
    const toggle = within(item).getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(item).getByRole('list', { name: 'Before' }).textContent).toBe('@ → 198.51.100.1 (TTL 3600)');
    expect(within(item).getByRole('list', { name: 'After' }).textContent).toBe(`@ → ${NEW} (TTL 3600)`);
    expect(within(item).getByRole('list', { name: 'What will change' }).textContent).toBe(`~ @: 198.51.100.1 → ${NEW}`);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Waiting for approval',
        description: 'A second administrator must approve this change',
        variant: 'default',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('a single admin types the number of domains; Apply only then, and the outcome is one toast', async () => {
    const dialog = await planTwo(
      service(({ body }) =>
        (body as { confirmDomains?: number }).confirmDomains === 2
          ? { status: 202, body: summary({ id: ID, status: 'applying', counts: counts() }) }
          : {
              status: 409,
              body: errorBody('conflict', 'It changes 2 domains, more than 1; … type the number of domains (2) to confirm', {
                confirmDomains: 2,
              }),
            },
      ),
    );
    await within(dialog).findByText('2 domains · 2 changed · 0 unchanged · 0 could not be read', {}, { timeout: 3000 });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('type the number of domains (2) to confirm');
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type 2 to confirm'), { target: { value: '3' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type 2 to confirm'), { target: { value: '2' } });
    expect(apply.disabled).toBe(false);
    await act(async () => fireEvent.click(apply));
    await waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Change applied', description: '2 of 2 domains updated', variant: 'default' }),
    );
    const applies = backend.requests.filter((r) => r.path.endsWith('/apply')).map((r) => r.body);
    expect(applies).toEqual([{}, { confirmDomains: 2 }]);
  });

  it('Back returns to the form as it was typed', async () => {
    const dialog = await planTwo(service(() => undefined));
    await within(dialog).findByText(/2 changed/, {}, { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByLabelText('Domains (one per line)') as HTMLTextAreaElement).value).toBe('A.com\nb.com\n');
  });
});
