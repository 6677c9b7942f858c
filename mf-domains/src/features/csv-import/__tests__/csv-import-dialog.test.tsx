// "Import CSV" against a fake service (issue 30): the columns' help, a chosen file read into the box and
// posted, the counts of what the import did, the plan of the rows' IPs applied like any plan; a file
// without IPs plans nothing; a refused file names each bad line.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { detail, STEP, summary } from '../../changes/__tests__/helpers/change-fixtures';
import { CsvImportDialog } from '../components/csv-import-dialog';

const ID = 'v1'.padEnd(24, '0');
const CSV = 'name,registrar,account,tags,ip\na.com,namesilo,3,web,203.0.113.9\nb.com,,,,\n';
const step = { ...STEP, status: 'pending' as const, appliedAt: null, answer: null };

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

function open(handler: FakeHandler) {
  backend = installFakeFetch(handler);
  const onClose = jest.fn();
  renderFeature(<CsvImportDialog shell={testShell('admin')} onClose={onClose} />, 'admin');
  return { dialog: screen.getByRole('dialog', { name: 'Import CSV' }), onClose };
}

const paste = (dialog: HTMLElement, text = CSV) =>
  fireEvent.change(within(dialog).getByLabelText('CSV file text'), { target: { value: text } });

describe('Import CSV', () => {
  it('explains the columns and reads a chosen file into the box', async () => {
    const { dialog } = open(() => undefined);
    for (const column of ['name', 'registrar', 'account', 'tags', 'ip']) expect(within(dialog).getByText(column)).toBeTruthy();
    const file = new File([CSV], 'domains.csv', { type: 'text/csv' });
    await act(async () => fireEvent.change(within(dialog).getByLabelText('CSV file to upload'), { target: { files: [file] } }));
    await waitFor(() => expect((within(dialog).getByLabelText('CSV file text') as HTMLTextAreaElement).value).toBe(CSV));
  });

  it('says what it did, shows the plan of the IP rows and applies it', async () => {
    const { dialog, onClose } = open(({ method, path }) => {
      if (path === '/api/changes/import/csv')
        return { body: { added: 1, updated: 1, unchanged: 0, change: summary({ id: ID, status: 'planning' }), unplanned: [] } };
      if (path === `/api/changes/${ID}`) return { body: detail({ id: ID, status: 'planned', planned: 1 }, [step]) };
      if (path === `/api/changes/${ID}/apply` && method === 'POST')
        return { status: 202, body: summary({ id: ID, status: 'awaiting_approval' }) };
      return undefined;
    });
    paste(dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    expect(backend.requests[0]).toMatchObject({ method: 'POST', body: { csv: CSV } });
    expect((await within(dialog).findByRole('status')).textContent).toBe('Added 1, updated 1, unchanged 0');
    await within(dialog).findByText('1 domain · 1 changed · 0 unchanged · 0 could not be read');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(shownToast()?.title).toBe('Waiting for approval'));
    expect(onClose).toHaveBeenCalled();
  });

  it('a file without IPs plans nothing: the counts and Done', async () => {
    const { dialog } = open(({ path }) =>
      path === '/api/changes/import/csv'
        ? {
            body: {
              added: 2,
              updated: 0,
              unchanged: 0,
              change: null,
              unplanned: [
                { line: 3, name: 'b.com', reason: 'no registrar account to apply its A records at (set one, then import again)' },
              ],
            },
          }
        : undefined,
    );
    paste(dialog, 'name\na.com\nb.com\n');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Added 2, updated 0, unchanged 0');
    expect(within(dialog).getByText('No row has an IP: there are no records to apply.')).toBeTruthy();
    // A row whose IP could not be planned is named with its line, not silently dropped.
    expect(within(dialog).getByText(/Line 3: b\.com — no registrar account/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('a refused file names each bad line and stays on the form', async () => {
    const { dialog } = open(({ path }) =>
      path === '/api/changes/import/csv'
        ? {
            status: 400,
            body: errorBody('bad_request', 'The CSV file was not imported: line 3: no domain name; line 4: 1.2.3 is not an IPv4 address', {
              problems: [
                { line: 3, reason: 'no domain name' },
                { line: 4, reason: '1.2.3 is not an IPv4 address' },
              ],
            }),
          }
        : undefined,
    );
    paste(dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    const problems = await within(dialog).findByRole('list', { name: 'The CSV file was not imported' });
    expect(problems.textContent).toBe('Line 3: no domain nameLine 4: 1.2.3 is not an IPv4 address');
    expect(within(dialog).getByLabelText('CSV file text')).toBeTruthy();
  });

  it('any other failure reads as the server’s message', async () => {
    const { dialog } = open(({ path }) =>
      path === '/api/changes/import/csv' ? { status: 500, body: errorBody('internal', 'boom') } : undefined,
    );
    paste(dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Import' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('500: boom');
  });
});
