import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { viewForPath } from '../App';
import { fakeApi } from '../../test-support/fake-api';

beforeEach(() => {
  fakeApi({
    'GET /api/accounts/hurricane-electric': () => [],
    'GET /api/accounts/powerdns': () => [],
    'GET /api/users': () => [],
    'GET /api/logs': () => ({ logs: [] }),
    'GET /api/results': () => [],
  });
});

describe('mf-dns-providers App', () => {
  it('is the Hurricane Electric tab under /hurricane-electric', () => {
    renderWithShell(App, { path: '/hurricane-electric' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hurricane Electric');
    expect(screen.getByRole('button', { name: 'Update DNS' })).toBeTruthy();
  });

  it('is the PowerDNS tab under /powerdns, with its two sub-tabs', () => {
    renderWithShell(App, { path: '/powerdns' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PowerDNS');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['DNS Management', 'Monitoring Proxy']);
  });

  it('picks the view from the base path only', () => {
    expect([viewForPath('/powerdns'), viewForPath('/powerdns/zones'), viewForPath('/hurricane-electric'), viewForPath('/')]).toEqual([
      'powerdns',
      'powerdns',
      'hurricane-electric',
      'hurricane-electric',
    ]);
  });
});
