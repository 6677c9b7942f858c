// Issue 31: a bulk add whose every domain fails ends red, says so, and a second notification reports
// the outcome with a way to the failures.
import { act, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, shownToast } from '../../../testing/render-feature';
import { useJobStore } from '../../add-domains/stores/job-store';
import { BulkProgress } from '../components/bulk-progress';

const job = (done: number, failed: number, finished: boolean) => ({
  id: 'j1',
  kind: 'add',
  total: 20,
  done,
  failed,
  pending: 20 - done - failed,
  createdAt: '2026-01-01T00:00:00.000Z',
  finished,
});

let api: FakeFetch;
let state = job(0, 0, false);

beforeEach(() => {
  useToastStore.getState().clear();
  act(() => useJobStore.getState().setJobId('j1'));
  api = installFakeFetch((req) => (req.path.startsWith('/api/domains/bulk/jobs') ? { body: { jobs: [state] } } : undefined));
});
afterEach(() => api.restore());

it('goes red when every domain failed, says so, and notifies the outcome once with a way to the failures', async () => {
  renderFeature(<BulkProgress showAll={false} />, 'operator');
  const bar = await screen.findByRole('progressbar', { name: 'Bulk add progress' });
  expect(bar.getAttribute('data-outcome')).toBe('none');
  expect(screen.getByText('Running').getAttribute('data-tone')).toBe('warning');
  expect(shownToast()).toBeNull();
  state = job(0, 20, true);
  await waitFor(() => expect(screen.getByText('Every domain of this job failed.')).toBeTruthy(), { timeout: 5000 });
  expect(screen.getByRole('progressbar', { name: 'Bulk add progress' }).getAttribute('data-outcome')).toBe('error');
  expect(screen.getByText(/finished: All 20 failed/)).toBeTruthy();
  expect(screen.getByText('Failed').getAttribute('data-tone')).toBe('error');
  expect(shownToast()).toMatchObject({ title: 'Bulk add finished: All 20 failed', variant: 'destructive' });
  expect(useToastStore.getState().toasts[0]?.action?.label).toBe('Show failures');
});

it('reports a mixed outcome as counts, in the default colour when nothing failed', async () => {
  state = job(20, 0, true);
  renderFeature(<BulkProgress showAll={false} />, 'operator');
  await waitFor(() => expect(shownToast()).toMatchObject({ title: 'Bulk add finished: 20 done, 0 failed', variant: 'default' }));
  expect(screen.getByRole('progressbar', { name: 'Bulk add progress' }).getAttribute('data-outcome')).toBe('success');
});
