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
  });
});
