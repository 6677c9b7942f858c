import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { BalancesCard } from '../components/balances-card';
import { account, installBackend } from '../../../test-support/fake-backend';
import { formatBalance, staggerDelays } from '../lib/balance-view';

const empty = () => ({ body: [] });

/** namesilo #1 (5 domains, $12.50), namesilo #2 (0 domains, registrar refuses), dynadot #1 (2 domains, HTTP 500). */
function backend() {
  return installBackend({
    'GET /api/accounts/namecheap': empty,
    'GET /api/accounts/gandi': empty,
    'GET /api/accounts/spaceship': empty,
    'GET /api/accounts/porkbun': empty,
    'GET /api/accounts/namesilo': () => ({ body: [account(1, 'silo main'), account(2, null)] }),
    'GET /api/accounts/dynadot': () => ({ body: [{ ...account(1, 'dyna'), registrar: 'dynadot' }] }),
    'GET /api/accounts/namesilo/1/domain-count': () => ({ body: { domainCount: 5, error: null } }),
    'GET /api/accounts/namesilo/2/domain-count': () => ({ body: { domainCount: 0, error: null } }),
    'GET /api/accounts/dynadot/1/domain-count': () => ({ body: { domainCount: 2, error: null } }),
    'GET /api/accounts/namesilo/1/balance': () => ({ body: { balance: 12.5, currency: 'USD', error: null } }),
    'GET /api/accounts/namesilo/2/balance': () => ({ body: { balance: null, currency: 'USD', error: 'Invalid API Key (code 110)' } }),
    'GET /api/accounts/dynadot/1/balance': () => ({ status: 500, body: { error: { code: 'internal', message: 'boom' } } }),
  });
}

describe('balance widgets', () => {
  it('shows value, registrar error and HTTP error per account, sorted by domain count ascending', async () => {
    const calls = backend();
    renderWithShell(BalancesCard);
    const list = await screen.findByRole('list', { name: 'Balances' });
    // Sorted once every count is in: 0, 2, 5.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('group')
          .map((g) => g.getAttribute('aria-label')),
      ).toEqual(['NameSilo NameSilo Account #2', 'Dynadot dyna (id1)', 'NameSilo silo main (id1)']),
    );
    const widget = (name: string) => within(list).getByRole('group', { name });
    await waitFor(() => expect(widget('NameSilo silo main (id1)').getAttribute('data-state')).toBe('value'), { timeout: 8000 });
    expect(within(widget('NameSilo silo main (id1)')).getByLabelText('Balance').textContent).toBe('$12.50');
    await waitFor(() => expect(widget('NameSilo NameSilo Account #2').getAttribute('data-state')).toBe('error'), { timeout: 5000 });
    expect(within(widget('NameSilo NameSilo Account #2')).getByRole('alert').textContent).toBe('Проверьте APIInvalid API Key (code 110)');
    // HTTP failures are retried twice before the widget shows the error.
    await waitFor(() => expect(widget('Dynadot dyna (id1)').getAttribute('data-state')).toBe('error'), { timeout: 10_000 });
    expect(within(widget('Dynadot dyna (id1)')).getByRole('alert').textContent).toBe('Проверьте APIHTTP error! status: 500');
    expect(calls.filter((c) => c.path === '/api/accounts/dynadot/1/balance')).toHaveLength(3);
  }, 20_000);

  it('staggers NameSilo balance calls 1 s apart and formats dollars by default', () => {
    const delays = staggerDelays([
      { registrar: 'namesilo', id: 4 },
      { registrar: 'dynadot', id: 1 },
      { registrar: 'namesilo', id: 7 },
      { registrar: 'namesilo', id: 9 },
    ]);
    expect([...delays.entries()]).toEqual([
      ['namesilo:4', 0],
      ['dynadot:1', 0],
      ['namesilo:7', 1000],
      ['namesilo:9', 2000],
    ]);
    expect(formatBalance({ balance: 3, currency: '' })).toBe('$3.00');
    expect(formatBalance({ balance: 3.456, currency: 'EUR' })).toBe('3.46 EUR');
  });

  it('pages accounts 10 at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => account(i + 1, `silo ${i + 1}`));
    installBackend({
      ...Object.fromEntries(['namecheap', 'gandi', 'spaceship', 'porkbun', 'dynadot'].map((r) => [`GET /api/accounts/${r}`, empty])),
      'GET /api/accounts/namesilo': () => ({ body: many }),
    });
    renderWithShell(BalancesCard);
    const list = await screen.findByRole('list', { name: 'Balances' });
    expect(within(list).getAllByRole('group')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list).getAllByRole('group')).toHaveLength(2));
  });
});
