// "Import zone file" against a fake service (issue 30): the pasted file is posted for the domain, the
// MX record it left out is named by line, the plan shows old → new and Apply sends it; a file with bad
// lines shows each line's problem and plans nothing.
import type { ChangeStep } from '@dop/contracts/changes';
import type { DomainDto } from '@dop/contracts/domains';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { detail, STEP, summary } from '../../changes/__tests__/helpers/change-fixtures';
import { ZoneImportDialog } from '../components/zone-import-dialog';

const ID = 'z1'.padEnd(24, '0');
const DOMAIN = { id: 'd1', name: 'zone.com' } as DomainDto;
const ZONE = '$ORIGIN zone.com.\n$TTL 3600\n@ IN A 203.0.113.70\nwww IN A 203.0.113.70\nmail IN MX 10 mx.zone.com.\n';
const step: ChangeStep = {
  ...STEP,
  domain: 'zone.com',
  status: 'pending',
  appliedAt: null,
  answer: null,
  new: { records: [{ name: '@', content: '203.0.113.70', ttl: 3600 }] },
};
const held = summary({ id: ID, status: 'awaiting_approval' });

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

function open(handler: FakeHandler) {
  backend = installFakeFetch(handler);
  const onApplied = jest.fn();
  renderFeature(<ZoneImportDialog shell={testShell('admin')} domain={DOMAIN} onClose={jest.fn()} onApplied={onApplied} />, 'admin');
  const dialog = screen.getByRole('dialog', { name: 'Import zone file' });
  fireEvent.change(within(dialog).getByLabelText('Zone file text'), { target: { value: ZONE } });
  return { dialog, onApplied };
}

describe('Import zone file', () => {
  it('names the skipped MX by line, shows the plan, and applies it (held for approval here)', async () => {
    const { dialog, onApplied } = open(({ method, path }) => {
      if (path === '/api/changes/import/bind')
        return { status: 202, body: { ...summary({ id: ID, status: 'planning' }), skipped: [{ line: 5, type: 'MX', name: 'mail' }] } };
      if (path === `/api/changes/${ID}`) return { body: detail({ id: ID, status: 'planned', planned: 1 }, [step]) };
      if (path === `/api/changes/${ID}/apply` && method === 'POST') return { status: 202, body: held };
      return undefined;
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    expect(backend.requests.find((r) => r.method === 'POST')?.body).toEqual({ domain: 'zone.com', zone: ZONE });
    const skipped = await within(dialog).findByRole('list', { name: 'Not imported (A records only)' });
    expect(skipped.textContent).toBe('Line 5: MX mail — not imported');
    await within(dialog).findByText('1 domain · 1 changed · 0 unchanged · 0 could not be read');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(shownToast()?.title).toBe('Waiting for approval'));
    expect(onApplied).toHaveBeenCalled();
  });

  it('a file with bad lines shows each line and why, and plans nothing', async () => {
    const { dialog } = open(({ path }) =>
      path === '/api/changes/import/bind'
        ? {
            status: 400,
            body: errorBody(
              'bad_request',
              'The zone file was not imported: line 2: not a DNS record (unknown type LINE); line 3: 300.1.1.1 is not an IPv4 address',
              {
                problems: [
                  { line: 2, reason: 'not a DNS record (unknown type LINE)' },
                  { line: 3, reason: '300.1.1.1 is not an IPv4 address' },
                ],
                skipped: [],
              },
            ),
          }
        : undefined,
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    const problems = await within(dialog).findByRole('list', { name: 'The zone file was not imported' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 2: not a DNS record (unknown type LINE)', 'Line 3: 300.1.1.1 is not an IPv4 address']);
    // Still the form: the file can be fixed and sent again; nothing was planned or read.
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeTruthy();
    expect(backend.requests.filter((r) => r.path.startsWith('/api/changes/z'))).toEqual([]);
  });

  it('keeps Import disabled until there is a file', () => {
    backend = installFakeFetch(() => undefined);
    renderFeature(<ZoneImportDialog shell={testShell('admin')} domain={DOMAIN} onClose={jest.fn()} onApplied={jest.fn()} />, 'admin');
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
