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
