// Change sets as GET /api/changes answers them, for the change log's tests. Cast rather than typed
// field by field: the contract gains fields as the later parts land, and these tests look at
// the ones the log shows.
import type { ChangeDetail, ChangeStep, ChangeSummary } from '@dop/contracts/changes';

export const STEP: ChangeStep = {
  domainId: 'd1',
  domain: 'example.com',
  provider: 'registrar',
  kind: 'a-records',
  old: { records: [{ name: '@', content: '198.51.100.30', ttl: 3600 }] },
  new: { records: [{ name: '@', content: '198.51.100.31', ttl: 3600 }] },
  status: 'applied',
  answer: 'NameSilo: success',
  appliedAt: '2025-03-01T10:00:01.000Z',
};

export function summary(patch: Partial<ChangeSummary> = {}): ChangeSummary {
  return {
    id: 'c1'.padEnd(24, '0'),
    source: 'dns-dialog',
    status: 'applied',
    createdBy: { userId: 'u1', userName: 'anna' },
    createdAt: '2025-03-01T10:00:00.000Z',
    appliedAt: '2025-03-01T10:00:01.000Z',
    revertOf: null,
    revertedBy: null,
    counts: { domains: 1, applied: 1, failed: 0, conflicts: 0 },
    domains: ['example.com'],
    approval: null,
    planned: 0,
    ...patch,
  } as ChangeSummary;
}

export function detail(patch: Partial<ChangeSummary> = {}, steps: ChangeStep[] = [STEP]): ChangeDetail {
  return { ...summary(patch), steps } as ChangeDetail;
}
