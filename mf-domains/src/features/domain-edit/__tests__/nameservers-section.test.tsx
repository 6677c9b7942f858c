// Issue 30: the edit dialog's "Name servers" section against a fake API: the registrar's name servers
// read on open, the Cloudflare choice with its inputs and a live preview, the switch and its toast
// (spec 1 §8), the name servers reread after it, a switch held for a second admin, and a failure.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DomainDto } from '@dop/contracts/domains';
import { useToastStore } from '@dop/ui';
import { errorBody, installFakeFetch, type FakeFetch, type FakeHandler } from '../../../testing/fake-fetch';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { DomainEditDialog } from '../components/domain-edit-dialog';

const DOMAIN = { id: 'd1', name: 'example.com', registrar: 'namesilo', accountId: 3, useCloudflare: false } as DomainDto;
const DNSOWL = ['ns1.dnsowl.com', 'ns2.dnsowl.com'];
const CF = ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'];
const CURRENT = `/api/domains/${DOMAIN.id}/nameservers/current`;
const SWITCH = `/api/domains/${DOMAIN.id}/switch-nameservers`;

let backend: FakeFetch;
afterEach(() => backend.restore());
beforeEach(() => useToastStore.getState().clear());

async function open(handler: FakeHandler, role: Parameters<typeof testShell>[0] = 'operator') {
  backend = installFakeFetch((req) => {
    if (req.path.startsWith('/api/accounts/')) return { body: [{ id: 3, name: 'main', apiKey: 'key-0123456789' }] };
    if (req.path.startsWith('/api/changes?')) return { body: { changes: [], totalCount: 0, page: 1, limit: 5 } };
    return handler(req);
  });
  renderFeature(<DomainEditDialog shell={testShell(role)} domain={DOMAIN} onClose={() => undefined} />, role);
  const dialog = await screen.findByRole('dialog', { name: 'Редактирование домена' });
  return within(dialog).getByRole('region', { name: 'Name servers' });
}

const listed = (el: HTMLElement, name: string) =>
  within(within(el).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function typeCloudflare(section: HTMLElement) {
  fireEvent.click(within(section).getByRole('radio', { name: 'Cloudflare' }));
  fireEvent.change(within(section).getByLabelText('Cloudflare name server 1'), { target: { value: CF[0] } });
  fireEvent.change(within(section).getByLabelText('Cloudflare name server 2'), { target: { value: CF[1] } });
}

describe('edit dialog: name servers', () => {
  it('reads the registrar, previews the Cloudflare switch as typed, switches, toasts and rereads', async () => {
    let now = DNSOWL;
    const section = await open(({ method, path, body }) => {
      if (path === CURRENT) return { body: { nameservers: now, reason: null, registrarDns: [...DNSOWL, 'ns3.dnsowl.com'] } };
      if (method === 'POST' && path === SWITCH) {
        now = (body as { cloudflareNameservers: string[] }).cloudflareNameservers;
        return { body: { status: 'success', success: true, message: 'Name servers updated' } };
      }
      return undefined;
    });
    await waitFor(() => expect(listed(section, 'At the registrar now')).toEqual(DNSOWL));
    expect((within(section).getByRole('radio', { name: 'Registrar DNS' }) as HTMLInputElement).checked).toBe(true);
    expect(listed(section, 'Will change')).toEqual(['(none) → ns3.dnsowl.com']);
    const button = within(section).getByRole('button', { name: 'Switch name servers' }) as HTMLButtonElement;
    fireEvent.click(within(section).getByRole('radio', { name: 'Cloudflare' }));
    expect(within(section).getByText('Enter at least 2 name servers')).toBeTruthy();
    expect(button.disabled).toBe(true);
    await typeCloudflare(section);
    expect(listed(section, 'Will change')).toEqual([`${DNSOWL[0]} → ${CF[0]}`, `${DNSOWL[1]} → ${CF[1]}`]);
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Nameservers switched',
        description: 'Domain switched to CloudFlare nameservers successfully',
        variant: 'default',
      }),
    );
    expect(backend.requests.find((r) => r.method === 'POST')?.body).toEqual({ useCloudflare: true, cloudflareNameservers: CF });
    await waitFor(() => expect(listed(section, 'At the registrar now')).toEqual(CF));
    expect(within(section).getByText('No change')).toBeTruthy();
  });

  it('a switch held for a second admin says "Waiting for approval"', async () => {
    const section = await open(({ method, path }) => {
      if (path === CURRENT) return { body: { nameservers: DNSOWL, reason: null, registrarDns: DNSOWL } };
      if (method === 'POST' && path === SWITCH)
        return {
          status: 202,
          body: { changeId: 'c9'.padEnd(24, '0'), status: 'awaiting_approval', message: 'A second administrator must approve this change' },
        };
      return undefined;
    });
    await waitFor(() => expect(listed(section, 'At the registrar now')).toEqual(DNSOWL));
    await typeCloudflare(section);
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Switch name servers' })));
    const notice = await within(section).findByRole('status', { name: 'Waiting for approval' });
    expect(notice.textContent).toContain('A second administrator must approve this change');
    expect(shownToast()).toEqual({
      title: 'Waiting for approval',
      description: 'A second administrator must approve this change',
      variant: 'default',
    });
  });

  it('an unreadable registrar says why; a failed switch is a destructive toast with the message', async () => {
    const section = await open(({ method, path }) => {
      if (path === CURRENT) return { body: { nameservers: null, reason: 'NameSilo: invalid API key', registrarDns: DNSOWL } };
      if (method === 'POST') return { status: 502, body: errorBody('provider_failed', 'NameSilo refused the name servers') };
      return undefined;
    });
    expect(await within(section).findByText('Could not read the name servers at the registrar: NameSilo: invalid API key')).toBeTruthy();
    await typeCloudflare(section);
    expect(listed(section, 'Will change')).toEqual(CF.map((ns) => `→ ${ns}`));
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Switch name servers' })));
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Error switching nameservers',
        description: 'Failed to switch nameservers: 502: NameSilo refused the name servers',
        variant: 'destructive',
      }),
    );
  });

  it('a viewer sees the name servers but cannot switch', async () => {
    const section = await open(
      ({ path }) => (path === CURRENT ? { body: { nameservers: DNSOWL, reason: null, registrarDns: DNSOWL } } : undefined),
      'viewer',
    );
    await waitFor(() => expect(listed(section, 'At the registrar now')).toEqual(DNSOWL));
    await typeCloudflare(section);
    const button = within(section).getByRole('button', { name: 'Switch name servers' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Needs the operator role');
  });
});
