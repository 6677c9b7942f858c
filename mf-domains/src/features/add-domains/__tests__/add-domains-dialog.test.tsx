// Issue 30 in Add New Domains against a fake API: record updates over the threshold with a single admin
// (409 {confirmDomains}) show the reason and a box for the count, the submit stays disabled until it
// matches and then resends with confirmDomains; with a second admin (200, recordsChange awaiting
// approval) the result toast shows and the dialog says the record updates wait.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { AddDomainsDialog } from '../components/add-domains-dialog';

const DOMAINS = Array.from({ length: 30 }, (_, i) => `d${i}.com`);
const REASON = 'It changes 30 domains, more than 25; type the number of domains (30) to confirm';
const REPLY = { added: 30, skipped: 0, skippedDomains: [], errors: [], jobId: null };

let backend: FakeFetch;
let closed: boolean;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

async function fillAndSend(handler: FakeHandler) {
  closed = false;
  backend = installFakeFetch((req) => (req.path.startsWith('/api/accounts/') ? { body: [] } : handler(req)));
  renderFeature(<AddDomainsDialog shell={testShell('operator')} open onOpenChange={(o) => (closed = !o)} />, 'operator');
  const dialog = await screen.findByRole('dialog', { name: 'Add New Domains' });
  fireEvent.change(within(dialog).getByLabelText('Domains (one per line)'), { target: { value: DOMAINS.join('\n') } });
  fireEvent.change(within(dialog).getByLabelText('IP address'), { target: { value: '203.0.113.10' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Domains' })));
  return dialog;
}

const posts = () => backend.requests.filter((r) => r.method === 'POST').map((r) => r.body as Record<string, unknown>);

describe('Add New Domains: record updates over the threshold', () => {
  it('a single admin types the count; the submit waits for it, then resends with confirmDomains', async () => {
    const dialog = await fillAndSend(({ body }) =>
      (body as { confirmDomains?: number }).confirmDomains === 30
        ? { body: { ...REPLY, recordsChange: { changeId: 'c1'.padEnd(24, '0'), status: 'applying' } } }
        : { status: 409, body: errorBody('conflict', REASON, { confirmDomains: 30 }) },
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`409: ${REASON}`);
    expect(shownToast()).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Add Domains' }) as HTMLButtonElement;
    const box = within(dialog).getByLabelText('Type 30 to confirm');
    expect(submit.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '3' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '30' } });
    expect(submit.disabled).toBe(false);
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(shownToast()?.title).toBe('Домены успешно добавлены'));
    expect(posts().map((b) => b.confirmDomains)).toEqual([undefined, 30]);
    expect(posts()[1].domains).toEqual(DOMAINS);
    expect(closed).toBe(true);
  });

  it('with a second admin, the domains are added and the dialog says their record updates wait', async () => {
    const dialog = await fillAndSend(() => ({
      body: { ...REPLY, recordsChange: { changeId: 'c2'.padEnd(24, '0'), status: 'awaiting_approval' } },
    }));
    await waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Домены успешно добавлены', description: 'Добавлено: 30', variant: 'default' }),
    );
    const notice = await within(dialog).findByRole('status', { name: 'Waiting for approval' });
    expect(notice.textContent).toContain('A second administrator must approve this change');
    expect(notice.textContent).toContain('their record updates wait');
    expect(closed).toBe(false);
    expect((within(dialog).getByLabelText('Domains (one per line)') as HTMLTextAreaElement).value).toBe('');
  });

  it('any other failure is the spec toast, with no confirm box', async () => {
    const dialog = await fillAndSend(() => ({ status: 400, body: errorBody('validation', 'domains: too many') }));
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Ошибка при добавлении доменов',
        description: '400: domains: too many',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).queryByLabelText(/to confirm/)).toBeNull();
  });
});
