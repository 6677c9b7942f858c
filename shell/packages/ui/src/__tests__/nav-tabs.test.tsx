import { fireEvent, render, screen } from '@testing-library/react';
import { NavTabs } from '../components/nav-tabs';

const ITEMS = [
  { id: 'a', label: 'Alpha', href: '/' },
  { id: 'b', label: 'Beta', href: '/beta' },
  { id: 'c', label: 'Gamma', href: '/gamma' },
];

function setup(activeId: string | null = 'b') {
  const visited: string[] = [];
  render(<NavTabs items={ITEMS} activeId={activeId} onNavigate={(href) => visited.push(href)} label="Main" panelId="panel" />);
  return { visited, tabs: screen.getAllByRole('tab') };
}

describe('NavTabs', () => {
  it('marks the active tab selected and keeps only it in the Tab order', () => {
    const { tabs } = setup('b');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('panel');
  });

  it('moves focus with arrows, Home and End, wrapping at the ends, without navigating', () => {
    const { tabs, visited } = setup('a');
    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(visited).toEqual([]);
  });

  it('opens the focused tab on Enter or Space and on plain clicks only', () => {
    const { tabs, visited } = setup(null);
    expect(tabs[0]?.tabIndex).toBe(0);
    fireEvent.keyDown(tabs[1]!, { key: 'Enter' });
    fireEvent.keyDown(tabs[2]!, { key: ' ' });
    fireEvent.click(tabs[0]!);
    fireEvent.click(tabs[1]!, { ctrlKey: true });
    expect(visited).toEqual(['/beta', '/gamma', '/']);
  });
});
