// Issue 30: the edit dialog lists the domain's own change sets (GET /api/changes?domain=<name>) with the
// Changes card's rows; the dialog's spec fields and buttons stay as they are.
import { fireEvent, screen, within } from '@testing-library/react';
import type { DomainDto } from '@dop/contracts/domains';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, testShell } from '../../../testing/render-feature';
import { detail, summary } from '../../changes/__tests__/helpers/change-fixtures';
import { DomainEditDialog } from '../components/domain-edit-dialog';

const DOMAIN = { id: 'd1', name: 'example.com', registrar: 'namesilo', accountId: 3, useCloudflare: false } as DomainDto;

let backend: FakeFetch;
afterEach(() => backend.restore());

it("shows the domain's changes, opening to old and new values", async () => {
  const change = summary();
  backend = installFakeFetch(({ path }) => {
    if (path.startsWith('/api/accounts/')) return { body: [{ id: 3, name: 'main', apiKey: 'key-0123456789' }] };
    if (path.startsWith('/api/changes?')) return { body: { changes: [change], totalCount: 1, page: 1, limit: 5 } };
    if (path === `/api/changes/${change.id}`) return { body: detail() };
    return undefined;
  });
  renderFeature(<DomainEditDialog shell={testShell()} domain={DOMAIN} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Редактирование домена' });
  const section = within(dialog).getByRole('region', { name: 'Changes' });
  const [row] = await within(section).findAllByTestId('change-row');
  expect(backend.requests.find((r) => r.path.startsWith('/api/changes?'))?.path).toBe('/api/changes?page=1&limit=5&domain=example.com');
  fireEvent.click(within(row).getAllByRole('button')[0]);
  const step = await within(row).findByRole('listitem', { name: 'example.com' });
  expect(within(step).getByRole('list', { name: 'After' }).textContent).toBe('@ → 198.51.100.31 (TTL 3600)');
  expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeTruthy();
});
