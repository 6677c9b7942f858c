import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE } from '../App';

describe('mf-cloudflare App', () => {
  it('renders its tab title as the page heading and says what is coming', () => {
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('CloudFlare Management');
    expect(TAB_TITLE).toBe('CloudFlare Management');
    expect(screen.getByText(/arrive with their issue/).textContent).toContain('Nothing is stored yet.');
  });
});
