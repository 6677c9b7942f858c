import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE } from '../App';

describe('mf-env App', () => {
  it('renders its tab title as the page heading and says what is coming', () => {
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ENV');
    expect(TAB_TITLE).toBe('ENV');
    expect(screen.getByText(/arrive with their issue/).textContent).toContain('Nothing is stored yet.');
  });
});
