import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TABS } from '../app/tabs';
import { TabBar, TAB_PANEL_ID } from '../layout/tab-bar';
import { UserArea } from '../layout/user-area';
import { NotFoundPage } from '../pages/not-found-page';

describe('shell pages', () => {
  it('404 page uses the spec wording', () => {
    render(<NotFoundPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?').tagName).toBe('P');
  });

  it('tab bar selects the active tab and navigates to a tab route', () => {
    const visited: string[] = [];
    render(<TabBar active={TABS[7] ?? null} onNavigate={(p) => visited.push(p)} />);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Billing');
    expect(selected.getAttribute('aria-controls')).toBe(TAB_PANEL_ID);
    fireEvent.click(screen.getByRole('tab', { name: 'PowerDNS' }));
    expect(visited).toEqual(['/powerdns']);
  });

  it('signed out, the user area says so and links to sign-in', () => {
    render(<UserArea user={null} onLogout={() => undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Not signed in').textContent).toBe('Not signed in');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('signed in, it greets by display name, else username, and offers logout', () => {
    const logouts: number[] = [];
    const { rerender } = render(<UserArea user={{ id: '1', username: 'ivan', displayName: ' Иван ' }} onLogout={() => logouts.push(1)} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(/Привет/).textContent).toBe('Привет, Иван');
    rerender(<UserArea user={{ id: '1', username: 'ivan', displayName: '  ' }} onLogout={() => logouts.push(1)} />);
    expect(screen.getByText(/Привет/).textContent).toBe('Привет, ivan');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logouts).toEqual([1]);
  });
});
