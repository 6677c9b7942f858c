import type { ChangeStep } from '@dop/contracts/changes';
import { STEP } from '../../changes/__tests__/helpers/change-fixtures';
import { hasChanges, planCounts, planCountsText, plannedDomain, plannedDomains, progressText } from '../lib/plan-summary';

const rec = (name: string, content: string) => ({ name, content, ttl: 3600 });
const step = (domain: string, old: ChangeStep['old'], next = [rec('@', '203.0.113.5')]): ChangeStep => ({
  ...STEP,
  domain,
  old,
  new: { records: next },
  status: 'pending',
  answer: old ? null : 'Current values not read: NameSilo timed out',
});

describe('a dry run read per domain (issue 30)', () => {
  it('changed, unchanged, or could not be read; the diff names old → new', () => {
    const changed = plannedDomain(step('a.com', { records: [rec('@', '198.51.100.1'), rec('www', '198.51.100.1')] }));
    expect(changed.verdict).toBe('changed');
    expect(changed.diff?.changed).toEqual([{ name: '@', old: rec('@', '198.51.100.1'), new: rec('@', '203.0.113.5') }]);
    expect(changed.diff?.removed).toEqual([rec('www', '198.51.100.1')]);
    expect(plannedDomain(step('b.com', { records: [rec('@', '203.0.113.5')] })).verdict).toBe('unchanged');
    expect(plannedDomain(step('c.com', null))).toMatchObject({ verdict: 'unread', diff: null });
    // A TTL alone is a change too: the record is rewritten.
    expect(plannedDomain(step('d.com', { records: [{ ...rec('@', '203.0.113.5'), ttl: 60 }] })).verdict).toBe('changed');
  });

  it('counts, the ones needing a look first, and the counts line', () => {
    const plan = {
      steps: [step('same.com', { records: [rec('@', '203.0.113.5')] }), step('new.com', { records: [] }), step('unread.com', null)],
    };
    const domains = plannedDomains(plan);
    expect(domains.map((d) => d.step.domain)).toEqual(['unread.com', 'new.com', 'same.com']);
    const counts = planCounts(domains);
    expect(counts).toEqual({ domains: 3, changed: 1, unchanged: 1, unread: 1 });
    expect(planCountsText(counts)).toBe('3 domains · 1 changed · 1 unchanged · 1 could not be read');
    expect(hasChanges(counts)).toBe(true);
    expect(hasChanges({ domains: 2, changed: 0, unchanged: 2, unread: 0 })).toBe(false);
  });

  it('progress while the service reads', () => {
    expect(progressText({ planned: 12, counts: { domains: 30, applied: 0, failed: 0, conflicts: 0 } })).toBe(
      'Reading current records: 12 / 30',
    );
  });
});
