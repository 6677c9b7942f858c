// Issue 31: reopened after a save, the DNS dialog shows the saved IP at once, never the one it loaded
// before (pressing Save again would have put the old IP back).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { DomainDto } from '@dop/contracts/domains';
import { useToastStore } from '@dop/ui';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, testShell } from '../../../testing/render-feature';
import { DnsRecordsDialog } from '../components/dns-records-dialog';

const DOMAIN = { id: 'd1', name: 'fresh.com', lastUsedIp: '198.51.100.1' } as DomainDto;
let server = [{ id: 'r1', type: 'A', name: '@', content: '198.51.100.1', ttl: 3600 }];

let backend: FakeFetch;
beforeEach(() => {
  useToastStore.getState().clear();
  backend = installFakeFetch(({ method, path, body }) => {
    if (path === '/api/domains/d1/records/current')
      return { body: { provider: 'registrar', records: [], reason: null, differsFromPanel: false } };
    if (path === '/api/domains/d1/records' && method === 'GET') return { body: { aRecords: server } };
    if (path === '/api/domains/d1/records') {
      server = (body as { aRecords: typeof server }).aRecords;
      return { body: { aRecords: server, message: 'ok' } };
    }
    if (path === '/api/settings') return { body: {} };
    return undefined;
  });
});
afterEach(() => backend.restore());

function Opener() {
  const [open, setOpen] = useState(true);
  return open ? (
    <DnsRecordsDialog shell={testShell('admin')} domain={DOMAIN} onClose={() => setOpen(false)} />
  ) : (
    <button onClick={() => setOpen(true)}>Edit DNS</button>
  );
}

it('shows the saved IP when reopened right after a save', async () => {
  renderFeature(<Opener />, 'admin');
  const content = await screen.findByDisplayValue('198.51.100.1');
  fireEvent.change(content, { target: { value: '203.0.113.77' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
  const reopen = await screen.findByRole('button', { name: 'Edit DNS' });
  const reads = backend.requests.filter((r) => r.method === 'GET' && r.path === '/api/domains/d1/records').length;
  act(() => fireEvent.click(reopen));
  // The first rows drawn are the saved ones, and this opening read the server again.
  await waitFor(() => expect(screen.getByLabelText('Content 1')).toBeTruthy());
  expect((screen.getByLabelText('Content 1') as HTMLInputElement).value).toBe('203.0.113.77');
  expect(screen.queryByDisplayValue('198.51.100.1')).toBeNull();
  expect(backend.requests.filter((r) => r.method === 'GET' && r.path === '/api/domains/d1/records').length).toBe(reads + 1);
});

it('reads the server again on reopening, so a change made elsewhere meanwhile shows too', async () => {
  renderFeature(<Opener />, 'admin');
  await screen.findByDisplayValue('203.0.113.77');
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  server = [{ id: 'r1', type: 'A', name: '@', content: '192.0.2.55', ttl: 3600 }];
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit DNS' })));
  await waitFor(() => expect((screen.getByLabelText('Content 1') as HTMLInputElement).value).toBe('192.0.2.55'));
  expect(screen.queryByDisplayValue('203.0.113.77')).toBeNull();
});
