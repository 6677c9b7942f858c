// Issue 31: a price check that never moves says, after 2 minutes, that it is taking too long instead
// of spinning forever; any progress starts the clock again.
import { act, render, screen } from '@testing-library/react';
import type { PurchaseJobView } from '@dop/contracts/billing';
import { JobStatus } from '../components/job-status';

const job = (status: PurchaseJobView['status'], bought = 0) =>
  ({ status, total: 2, counts: { scheduled: 2 - bought, bought, failed: 0, skipped: 0 }, message: null }) as unknown as PurchaseJobView;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('says it is taking too long after 2 minutes without progress, and not before', () => {
  const view = render(<JobStatus job={job('checking')} />);
  act(() => jest.advanceTimersByTime(119_000));
  expect(screen.queryByText(/taking too long/)).toBeNull();
  view.rerender(<JobStatus job={job('running', 1)} />);
  act(() => jest.advanceTimersByTime(119_000));
  expect(screen.queryByText(/taking too long/)).toBeNull();
  act(() => jest.advanceTimersByTime(2_000));
  expect(screen.getByRole('status', { name: 'Purchase status' }).textContent).toContain('This is taking too long');
  view.rerender(<JobStatus job={job('done', 2)} />);
  expect(screen.queryByText(/taking too long/)).toBeNull();
});
