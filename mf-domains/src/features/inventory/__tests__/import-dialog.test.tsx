// Issue 29: "Import from registrar" lists the registrar's accounts, starts the import with the team tag
// (2333 unless changed) and shows the job's progress until it ends.
import { fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, testShell } from '../../../testing/render-feature';
import { ImportDialog } from '../components/import-dialog';

const job = (finished: boolean) => ({
  id: 'i1',
  kind: 'import',
  registrar: 'porkbun',
  accountId: 3,
  status: finished ? 'done' : 'running',
  pages: finished ? 2 : 1,
  seen: finished ? 120 : 100,
  created: finished ? 118 : 98,
  updated: 2,
  unchanged: 0,
  skipped: 0,
  total: null,
  error: null,
  finished,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: finished ? '2026-01-01T00:00:09.000Z' : null,
});

let api: FakeFetch;
let finished = false;
beforeEach(() => {
  finished = false;
  api = installFakeFetch((req) => {
    if (req.path === '/api/accounts/porkbun') return { body: [{ id: 3, name: 'Main' }] };
    if (req.method === 'POST' && req.path === '/api/inventory/import/porkbun/3') return { status: 202, body: job(false) };
    if (req.path === '/api/inventory/jobs/i1') return { body: job(finished) };
    return undefined;
  });
});
afterEach(() => api.restore());

test('imports the chosen account with the team tag and follows the job to its end', async () => {
  renderFeature(<ImportDialog shell={testShell('operator')} onClose={() => undefined} />, 'operator');
  expect((screen.getByLabelText('Team tag') as HTMLInputElement).value).toBe('2333');
  const start = screen.getByRole('button', { name: 'Start import' });
  expect(start.hasAttribute('disabled')).toBe(true);
  fireEvent.change(await screen.findByRole('combobox', { name: 'Account' }), { target: { value: '3' } });
  await screen.findByRole('option', { name: 'Main (#3)' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: '3' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
  expect(await screen.findByText('Importing… pages 1, seen 100, created 98, updated 2')).toBeTruthy();
  expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ teamTag: '2333' });
  finished = true;
  expect(
    await screen.findByText('Import finished: pages 2, seen 120, created 118, updated 2, unchanged 0', {}, { timeout: 3000 }),
  ).toBeTruthy();
});
