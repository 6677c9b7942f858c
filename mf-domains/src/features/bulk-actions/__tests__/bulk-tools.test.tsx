// Issue 31 in the Domain Management card: the page size asked of the server and remembered, a filter
// and a sort in the request, select-all then bulk delete behind an in-app confirmation naming the
// count, a bulk team tag, and the single delete asking the spec's question in-app (no window.confirm).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { DomainManagementCard } from '../../domains/components/domain-management-card';

const domain = (i: number) => ({
  id: `0000000000000000000000${String(i).padStart(2, '0')}`,
  name: `d${i}.com`,
  registrar: 'namesilo',
  accountId: 1,
  useCloudflare: false,
  cloudflareIp: null,
  cloudflareEmail: null,
  lastUsedIp: null,
  lastResultAt: null,
  createdBy: 'alice',
  createdById: 'u1',
  teamTag: '2333',
  createdAt: '2026-01-01T00:00:00.000Z',
});

let api: FakeFetch;
const listCalls = () => api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/domains?')).map((r) => r.path);

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  api = installFakeFetch((req) => {
    if (req.path.startsWith('/api/domains?')) {
      const limit = Number(new URLSearchParams(req.path.split('?')[1]).get('limit'));
      return { body: { domains: Array.from({ length: Math.min(limit, 60) }, (_, i) => domain(i)), hasMore: limit < 60, totalCount: 60 } };
    }
    if (req.path.startsWith('/api/results')) return { body: [] };
    if (req.path.startsWith('/api/domains/bulk/jobs')) return { body: { jobs: [] } };
    if (req.path === '/api/domains/bulk-delete')
      return { body: { jobId: 'j1', total: (req.body as { ids: string[] }).ids.length, missing: [] } };
    if (req.path === '/api/domains/update-tags') return { body: { updated: 2, jobId: 'j2' } };
    if (req.method === 'DELETE') return { body: { success: true } };
    return undefined;
  });
});
afterEach(() => api.restore());

const rows = () => screen.getAllByTestId('domain-row');

it('asks 10 a page by default; 50 is remembered for this user; filters and sort go to the server', async () => {
  const view = renderFeature(<DomainManagementCard shell={testShell('operator')} />, 'operator');
  await waitFor(() => expect(rows()).toHaveLength(10));
  expect(screen.getByText('Страница 1 из 6 (загружено 60 доменов)')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Domains per page'), { target: { value: '50' } });
  await waitFor(() => expect(rows()).toHaveLength(50));
  expect(localStorage.getItem('dop.domains.pageSize.u1')).toBe('50');
  fireEvent.change(screen.getByLabelText('Registrar'), { target: { value: 'namesilo' } });
  fireEvent.click(screen.getByRole('button', { name: /^Domain/ }));
  await waitFor(() => expect(listCalls().at(-1)).toBe('/api/domains?showAll=true&page=1&limit=50&sort=name&order=asc&registrar=namesilo'));
  view.unmount();
  renderFeature(<DomainManagementCard shell={testShell('operator')} />, 'operator');
  await waitFor(() => expect(rows()).toHaveLength(50));
});

it('selects the page and deletes it in bulk only after the in-app confirmation naming the count', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  renderFeature(<DomainManagementCard shell={testShell('operator')} />, 'operator');
  await waitFor(() => expect(rows()).toHaveLength(10));
  fireEvent.click(screen.getByLabelText('Select all on this page'));
  const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
  expect(within(bar).getByText('Selected: 10')).toBeTruthy();
  fireEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Delete 10 domain(s)?')).toBeTruthy();
  expect(api.requests.some((r) => r.path === '/api/domains/bulk-delete')).toBe(false);
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 10' })));
  await waitFor(() => expect(shownToast()?.title).toBe('Bulk delete started'));
  const sent = api.requests.find((r) => r.path === '/api/domains/bulk-delete')?.body as { ids: string[] };
  expect(sent.ids).toHaveLength(10);
  expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  expect(confirm).not.toHaveBeenCalled();
});

it('sets a team tag on the selected domains', async () => {
  renderFeature(<DomainManagementCard shell={testShell('operator')} />, 'operator');
  await waitFor(() => expect(rows()).toHaveLength(10));
  fireEvent.click(screen.getByLabelText('Select d1.com'));
  fireEvent.click(screen.getByLabelText('Select d2.com'));
  fireEvent.click(screen.getByRole('button', { name: 'Set team tag' }));
  fireEvent.change(await screen.findByLabelText('Team tag', { selector: 'select' }), { target: { value: '2674' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
  await waitFor(() => expect(shownToast()).toMatchObject({ title: 'Team tag updated', description: '2 of 2 domain(s) now tagged 2674' }));
  expect(api.requests.find((r) => r.path === '/api/domains/update-tags')?.body).toEqual({
    domainIds: [domain(1).id, domain(2).id],
    teamTag: '2674',
  });
});

it("a row's delete asks 'Are you sure you want to delete this domain?' in-app; Cancel sends nothing", async () => {
  const confirm = jest.spyOn(window, 'confirm');
  renderFeature(<DomainManagementCard shell={testShell('operator')} />, 'operator');
  await waitFor(() => expect(rows()).toHaveLength(10));
  fireEvent.click(within(rows()[3]).getByRole('button', { name: 'Удалить домен' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this domain?' });
  expect(within(dialog).getByText('d3.com')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
  fireEvent.click(within(rows()[3]).getByRole('button', { name: 'Удалить домен' }));
  await act(async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' })));
  await waitFor(() => expect(shownToast()?.title).toBe('Domain deleted'));
  expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/domains/${domain(3).id}`);
  expect(confirm).not.toHaveBeenCalled();
});
