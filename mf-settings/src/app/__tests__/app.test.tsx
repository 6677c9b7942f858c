import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { installFakeBackend, type FakeBackend } from '../../testing/fake-backend';
import App from '../App';

let backend: FakeBackend;
beforeEach(() => (backend = installFakeBackend()));
afterEach(() => backend.restore());

describe('mf-settings App', () => {
  it('shows the General sub-tab under /settings', () => {
    renderWithShell(App, { path: '/settings' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    // General holds the time zone, IP and API Credentials cards (issue 14).
    for (const title of ['Time Zone', 'IP Settings', 'API Credentials']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
  });

  it('opens Security at /security and switches route with the sub-tabs', async () => {
    const view = renderWithShell(App, { path: '/security', basePath: '/settings' });
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    // Locked until the password gate is passed (issue 14).
    expect(screen.getByRole('form', { name: 'Unlock Security' })).toBeTruthy();

    // Radix activates tabs on mousedown (and on focus with arrow keys).
    await act(async () => fireEvent.mouseDown(screen.getByRole('tab', { name: 'General' }), { button: 0 }));
    expect(view.currentPath()).toBe('/settings');
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });
});
