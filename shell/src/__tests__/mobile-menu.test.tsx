import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
import { TABS } from '../app/tabs';
import { USER } from '../features/auth/__tests__/helpers/scripted-identity';
import { MobileMenu } from '../layout/mobile-menu';

function renderMenu(onNavigate: (path: string) => void = () => undefined) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MobileMenu user={USER} active={TABS[5] ?? null} onNavigate={onNavigate} onLogout={() => undefined} scopeSwitchEnabled />
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  return { button, open: () => act(() => fireEvent.click(button)) };
}

describe('MobileMenu (the ☰ menu of narrow screens)', () => {
  it('lists every tab with the open one marked, and the scope switch, theme, settings and logout', () => {
    const { button, open } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getByRole('navigation', { name: 'Main tabs' }).querySelectorAll('a');
    expect(Array.from(links, (a) => a.textContent)).toEqual(TABS.map((t) => t.label));
    expect(screen.getByRole('link', { name: 'Hosting' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('switch', { name: 'For All' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Theme: / })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('closes on Escape from anywhere and gives focus back to ☰', () => {
    const { button, open } = renderMenu();
    open();
    screen.getByRole('link', { name: 'SSH' }).focus();
    act(() => fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(screen.queryByRole('navigation', { name: 'Main tabs' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside it, and after a tab is chosen', () => {
    const went: string[] = [];
    const { open } = renderMenu((p) => went.push(p));
    open();
    act(() => fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('navigation', { name: 'Main tabs' })).toBeNull();
    open();
    act(() => fireEvent.click(screen.getByRole('link', { name: 'ENV' })));
    expect(went).toEqual(['/env']);
    expect(screen.queryByRole('navigation', { name: 'Main tabs' })).toBeNull();
  });
});
