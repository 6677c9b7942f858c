import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE } from '../App';

describe('mf-domains App', () => {
  it('renders its tab title and the Domain Management card with its search placeholder', () => {
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Domains A records');
    expect(TAB_TITLE).toBe('Domains A records');
    expect(screen.getByRole('button', { name: 'Add Domain' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Поиск доменов по имени или регистратору...')).toBeTruthy();
    // Issue 30: the change log sits closed below the domain card until asked for.
    expect(screen.getByRole('button', { name: 'Changes' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('mf-domains App by role (issue 25)', () => {
  const member = (role: 'viewer' | 'operator') => ({ id: 'u1', username: 'v', role, status: 'active' as const });

  it('a viewer sees Add Domain disabled with "Needs the operator role"', () => {
    renderWithShell(App, { user: member('viewer') });
    const add = screen.getByRole('button', { name: 'Add Domain' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('Needs the operator role');
  });

  it('an operator may add domains', () => {
    renderWithShell(App, { user: member('operator') });
    expect((screen.getByRole('button', { name: 'Add Domain' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
