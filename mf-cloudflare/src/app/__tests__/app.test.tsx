import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { installBackend } from '../../features/cloudflare/__tests__/backend';
import App, { TAB_TITLE } from '../App';

describe('mf-cloudflare App', () => {
  it('renders its tab title, the accounts and the CloudFlare logs and results', async () => {
    const sent = installBackend();
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TAB_TITLE);
    expect(await screen.findByRole('region', { name: 'a@cf.test' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Operations' })).toBeTruthy();
    expect(sent.some((s) => s.url.startsWith('/api/results') && s.url.includes('operationType=cloudflare'))).toBe(true);
  });
});

describe('mf-cloudflare App for a viewer (issue 25)', () => {
  it('disables Add Domains, Purge Cache, Move, Delete and Update with the tooltip', async () => {
    installBackend();
    renderWithShell(App, { user: { id: 'u1', username: 'v', role: 'viewer', status: 'active' } });
    await screen.findByRole('region', { name: 'a@cf.test' });
    for (const name of ['Add Domains', 'Purge Cache', 'Move selected', 'Delete selected']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe('Needs the operator role');
    }
    for (const update of screen.getAllByRole('button', { name: /^Update CloudFlare / })) {
      expect((update as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
