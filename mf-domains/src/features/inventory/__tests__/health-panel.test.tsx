// Issue 29: the Health column's badges open the domain's health panel; a drifted check offers its fix,
// and the fix's outcome shows while the check that follows runs; "Check now" starts a check job.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DomainDto } from '@dop/contracts/domains';
import { useToastStore } from '@dop/ui';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderFeature, testShell } from '../../../testing/render-feature';
import { HealthBadges } from '../components/health-badges';
import { HealthPanel } from '../components/health-panel';

const AT = '2026-01-02T03:04:05.000Z';
const DOMAIN: DomainDto = {
  id: 'a'.repeat(24),
  name: 'drifted.com',
  registrar: 'porkbun',
  accountId: 1,
  useCloudflare: false,
  cloudflareIp: null,
  cloudflareEmail: null,
  lastUsedIp: null,
  lastResultAt: null,
  createdBy: 'importer',
  createdById: null,
  teamTag: '2333',
  createdAt: AT,
  health: {
    badges: ['ns-drift', 'record-drift'],
    checkedAt: AT,
    expiresAt: '2027-01-01T00:00:00.000Z',
    autoRenew: false,
  },
};
// List rows carry the badges only; the panel reads the checks of its domain.
const CHECKS: NonNullable<NonNullable<DomainDto['health']>['checks']> = [
  {
    kind: 'nameservers',
    state: 'drift',
    reason: 'The registrar points elsewhere',
    expected: ['ns1.x.net'],
    actual: ['ns9.y.net'],
    checkedAt: AT,
  },
  { kind: 'records', state: 'drift', reason: null, expected: ['@ 10.0.0.1'], actual: ['@ 10.0.0.2'], checkedAt: AT },
  { kind: 'zone', state: 'ok', reason: null, expected: [], actual: [], checkedAt: AT },
];
const healthItem = {
  domainId: DOMAIN.id,
  name: DOMAIN.name,
  registrar: 'porkbun',
  accountId: 1,
  expiresAt: null,
  autoRenew: false,
  locked: null,
  nameservers: [],
  lastSyncedAt: AT,
  badges: DOMAIN.health!.badges,
  checks: CHECKS,
  checkedAt: AT,
};
const job = (finished: boolean) => ({
  id: 'c1',
  kind: 'check',
  registrar: null,
  accountId: null,
  status: finished ? 'done' : 'running',
  pages: 0,
  seen: finished ? 1 : 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  total: 1,
  error: null,
  finished,
  createdAt: AT,
  finishedAt: finished ? AT : null,
});

let api: FakeFetch;
let finished = false;
beforeEach(() => {
  useToastStore.getState().clear();
  finished = false;
  api = installFakeFetch((req) => {
    if (req.method === 'POST' && req.path === `/api/inventory/fix/${DOMAIN.id}`)
      return { body: { changeId: 'ch1', success: true, message: 'drifted.com: name servers set', checkJobId: 'c1' } };
    if (req.method === 'POST' && req.path === '/api/inventory/check') return { status: 202, body: job(false) };
    if (req.path === '/api/inventory/jobs/c1') return { body: job(finished) };
    if (req.method === 'GET' && req.path === `/api/inventory/health?domainId=${DOMAIN.id}`)
      return { body: { items: [healthItem], total: 1, page: 1, pageSize: 50 } };
    return undefined;
  });
});
afterEach(() => api.restore());

test('badges read the problems and open the panel', () => {
  const opened: string[] = [];
  renderFeature(<HealthBadges domain={DOMAIN} onOpen={(d) => opened.push(d.name)} />, 'operator');
  fireEvent.click(screen.getByRole('button', { name: 'Name-server drift: health of drifted.com' }));
  expect(screen.getByRole('button', { name: 'Record drift: health of drifted.com' })).toBeTruthy();
  expect(opened).toEqual(['drifted.com']);
});

test('a domain never checked reads Not checked', () => {
  renderFeature(<HealthBadges domain={{ ...DOMAIN, health: null }} onOpen={() => undefined} />);
  expect(screen.getByText('Not checked')).toBeTruthy();
});

test('the panel lists both sides of each check, fixes name servers and follows the check that follows', async () => {
  renderFeature(<HealthPanel shell={testShell('operator')} domain={DOMAIN} onClose={() => undefined} />, 'operator');
  const ns = await screen.findByRole('listitem', { name: 'Name servers at the registrar' });
  expect(within(ns).getByText('ns1.x.net')).toBeTruthy();
  expect(within(ns).getByText('ns9.y.net')).toBeTruthy();
  expect(screen.getByText(/auto-renew off/)).toBeTruthy();
  const records = screen.getByRole('listitem', { name: 'A records at the DNS host' });
  expect(within(records).getByRole('button', { name: "Take the provider's records" })).toBeTruthy();
  expect(within(screen.getByRole('listitem', { name: 'Zone at the DNS host' })).queryByRole('button')).toBeNull();

  fireEvent.click(within(ns).getByRole('button', { name: 'Fix name servers' }));
  await screen.findByText('drifted.com: name servers set');
  expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ check: 'nameservers', use: 'panel' });
  expect(await screen.findByText('Checking drifted.com…')).toBeTruthy();
  const healthReads = () => api.requests.filter((r) => r.path.startsWith('/api/inventory/health')).length;
  const readsBefore = healthReads();
  finished = true;
  await waitFor(() => expect(screen.queryByText('Checking drifted.com…')).toBeNull(), { timeout: 3000 });
  // The check that followed has ended: the panel reads its domain's checks again.
  await waitFor(() => expect(healthReads()).toBeGreaterThan(readsBefore));
});

test('Check now starts a check job of the domain', async () => {
  renderFeature(<HealthPanel shell={testShell('operator')} domain={DOMAIN} onClose={() => undefined} />, 'operator');
  fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
  expect(await screen.findByText('Checking drifted.com…')).toBeTruthy();
  expect(api.requests.find((r) => r.path === '/api/inventory/check')?.body).toEqual({ ids: [DOMAIN.id] });
});
