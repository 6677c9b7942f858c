import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
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

  it('signed in, the greeting button shows the display name, else the username; logout is offered', () => {
    const logouts: number[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(<UserArea user={{ id: '1', username: 'ivan', displayName: ' Иван ' }} onLogout={() => logouts.push(1)} />, {
      wrapper,
    });
    expect(screen.getByRole('button', { name: 'Привет, Иван' })).toBeTruthy();
    rerender(<UserArea user={{ id: '1', username: 'ivan', displayName: '  ' }} onLogout={() => logouts.push(1)} />);
    expect(screen.getByRole('button', { name: 'Привет, ivan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logouts).toEqual([1]);
  });
});
