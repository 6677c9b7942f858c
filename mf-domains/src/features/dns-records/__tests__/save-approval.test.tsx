// Issue 30's threshold in the DNS dialog: a save rewriting most of a big zone is held for a second
// admin (202): the toast says "Waiting for approval" instead of 'Records updated'. In a team with a
// single admin the service asks (409) for the number of domains, 1: the dialog asks for it, keeps
// 'Save Changes' disabled until it is typed, and saves again with confirmDomains: 1.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DomainDto } from '@dop/contracts/domains';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { DnsRecordsDialog } from '../components/dns-records-dialog';

const DOMAIN = { id: 'd1', name: 'big-zone.com', lastUsedIp: '198.51.100.30' } as DomainDto;
const STORED = [{ id: 'r1', type: 'A', name: '@', content: '198.51.100.30', ttl: 3600 }];
const MESSAGE = 'It removes or changes 12 of the 12 A records of big-zone.com, more than 30 %';

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

function open(save: (body: { confirmDomains?: number }) => { status: number; body: unknown }) {
  const onClose = jest.fn();
  backend = installFakeFetch(({ method, path, body }) => {
    if (path === '/api/domains/d1/records/current')
      return { body: { provider: 'registrar', records: [], reason: null, differsFromPanel: false } };
    if (path === '/api/domains/d1/records')
      return method === 'GET' ? { body: { aRecords: STORED } } : save(body as { confirmDomains?: number });
    if (path === '/api/settings') return { body: {} };
    return undefined;
  });
  renderFeature(<DnsRecordsDialog shell={testShell('admin')} domain={DOMAIN} onClose={onClose} />, 'admin');
  return onClose;
}

const held = {
  status: 202,
  body: { changeId: 'c'.repeat(24), status: 'awaiting_approval', message: 'A second administrator must approve this change' },
};

describe('DNS dialog and the approval threshold', () => {
  it('a held save says "Waiting for approval" with the service’s message, and closes', async () => {
    const onClose = open(() => held);
    await screen.findByDisplayValue('198.51.100.30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Waiting for approval',
        description: 'A second administrator must approve this change',
        variant: 'default',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('a single admin types 1 to confirm; the save is sent again with confirmDomains: 1', async () => {
    open(({ confirmDomains }) =>
      confirmDomains === 1
        ? held
        : {
            status: 409,
            body: errorBody('conflict', `${MESSAGE}; this team has a single administrator: type the number of domains (1) to confirm`, {
              confirmDomains: 1,
            }),
          },
    );
    await screen.findByDisplayValue('198.51.100.30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    expect((await screen.findByRole('alert')).textContent).toContain('type the number of domains (1) to confirm');
    // Asked, not failed: no 'Failed to update records' toast.
    expect(shownToast()).toBeNull();
    const save = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type 1 to confirm'), { target: { value: '1' } });
    expect(save.disabled).toBe(false);
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(shownToast()?.title).toBe('Waiting for approval'));
    const posts = backend.requests.filter((r) => r.method === 'POST').map((r) => (r.body as { confirmDomains?: number }).confirmDomains);
    expect(posts).toEqual([undefined, 1]);
  });
});
