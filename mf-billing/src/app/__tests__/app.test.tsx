import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE } from '../App';
import { installBackend } from '../../test-support/fake-backend';

describe('mf-billing App', () => {
  it('renders its title, balances, the purchase form, results and billing logs', async () => {
    const calls = installBackend({});
    renderWithShell(App);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TAB_TITLE);
    for (const title of ['Balances', 'Domain Purchase', 'Billing Results', 'Billing Logs']) expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeTruthy();
    // Billing logs come from the operations service, filtered to billing (spec 2 §7).
    await screen.findAllByRole('alert');
    expect(calls.some((c) => c.url.startsWith('/api/logs?') && c.url.includes('operationType=billing'))).toBe(true);
  });
});
