import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { viewForPath } from '../App';

describe('mf-dns-providers App', () => {
  it('is the Hurricane Electric tab under /hurricane-electric', () => {
    renderWithShell(App, { path: '/hurricane-electric' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hurricane Electric');
    expect(screen.getByText(/DNS Update form/).textContent).toContain('arrive with their issue');
  });

  it('is the PowerDNS tab under /powerdns', () => {
    renderWithShell(App, { path: '/powerdns' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PowerDNS');
    expect(screen.getByText(/Monitoring Proxy/).textContent).toContain('arrive with their issue');
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
