import { render, screen } from '@testing-library/react';
import { jobOutcomeText, jobOutcomeTone, OutcomeBar, StatusBadge, statusTone } from '../index';

describe('one status vocabulary (issue 31)', () => {
  it.each([
    ['Success', 'success'],
    ['Failed', 'error'],
    ['Error', 'error'],
    ['Pending', 'warning'],
    ['Running', 'warning'],
    ['Waiting for approval', 'warning'],
    ['Inapplicable', 'neutral'],
    ['', 'error'],
  ])('%s reads as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows Inapplicable in grey theme tokens and an empty status as Failed in the destructive token', () => {
    render(
      <>
        <StatusBadge status="Inapplicable" />
        <StatusBadge status="" />
      </>,
    );
    expect(screen.getByText('Inapplicable').className).toContain('bg-secondary');
    expect(screen.getByText('Failed').className).toContain('bg-destructive');
  });
});

describe('job outcome', () => {
  it('says so when every item failed, and counts otherwise', () => {
    expect(jobOutcomeText({ done: 0, failed: 20, total: 20 })).toBe('All 20 failed');
    expect(jobOutcomeText({ done: 3, failed: 2, total: 5 })).toBe('3 done, 2 failed');
    expect([jobOutcomeTone({ done: 0, failed: 2, total: 2 }), jobOutcomeTone({ done: 1, failed: 1, total: 2 })]).toEqual([
      'error',
      'mixed',
    ]);
  });

  it('colours the bar by outcome: red for failures, green for done', () => {
    render(<OutcomeBar done={1} failed={3} total={4} label="Bulk add" />);
    const bar = screen.getByRole('progressbar', { name: 'Bulk add' });
    expect(bar.getAttribute('data-outcome')).toBe('mixed');
    expect(bar.querySelector<HTMLElement>('[data-part="failed"]')?.style.width).toBe('75%');
    expect(bar.querySelector('[data-part="done"]')?.className).toContain('bg-success');
  });
});
