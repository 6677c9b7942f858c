import { apiErrorOf } from '@dop/mf-kit';
import { canConfirm, conflictsOf, revertOutcome } from '../lib/revert-outcome';
import { detail, STEP } from './helpers/change-fixtures';

const CONFLICT = {
  domain: 'example.com',
  status: 'conflict',
  answer: 'Changed since (now @ → 203.0.113.99): not reverted unless confirmed',
};

describe('revert outcome (issue 30)', () => {
  it('reads the conflicts of a 409 from the error details; nothing from other failures', () => {
    const refused = apiErrorOf(
      409,
      'Conflict',
      JSON.stringify({ error: { code: 'conflict', message: 'Nothing was reverted', details: { steps: [CONFLICT] } } }),
    );
    expect(conflictsOf(refused)).toEqual([CONFLICT]);
    expect(canConfirm(conflictsOf(refused))).toBe(true);
    expect(canConfirm([{ ...CONFLICT, status: 'skipped' }])).toBe(false);
    expect(conflictsOf(apiErrorOf(409, 'Conflict', '{"error":{"code":"conflict","message":"still being applied"}}'))).toEqual([]);
    expect(conflictsOf(apiErrorOf(500, 'Server Error', ''))).toEqual([]);
    expect(conflictsOf(new Error('offline'))).toEqual([]);
  });

  it("says what went back by the steps' kind: name servers, SSL mode, or values when they mix", () => {
    const ns = { ...STEP, kind: 'nameservers' as const };
    const ssl = { ...STEP, kind: 'ssl-mode' as const };
    expect(revertOutcome(detail({ source: 'revert' }, [ns])).description).toBe('1 of 1 domain back to their earlier name servers');
    expect(revertOutcome(detail({ source: 'revert' }, [ssl])).description).toBe('1 of 1 domain back to their earlier SSL mode');
    expect(revertOutcome(detail({ source: 'revert' }, [STEP, ns])).description).toBe('1 of 1 domain back to their earlier values');
  });

  it('one toast per outcome: reverted (with what was skipped), partly, failed, waiting, still running', () => {
    expect(revertOutcome(detail({ source: 'revert' }))).toEqual({
      title: 'Change reverted',
      description: '1 of 1 domain back to their earlier records',
    });
    const skipped = { ...STEP, domain: 'b.com', status: 'conflict' as const, answer: CONFLICT.answer };
    expect(revertOutcome(detail({ counts: { domains: 2, applied: 1, failed: 0, conflicts: 1 } }, [STEP, skipped])).description).toBe(
      `1 of 2 domains back to their earlier records; not reverted: b.com: ${CONFLICT.answer}`,
    );
    const failed = { ...STEP, domain: 'b.com', status: 'failed' as const, answer: 'NameSilo refused: invalid IP' };
    expect(
      revertOutcome(detail({ status: 'partially_applied', counts: { domains: 2, applied: 1, failed: 1, conflicts: 0 } }, [STEP, failed])),
    ).toEqual({
      title: 'Revert partly applied',
      description: '1 of 2 domains back to their earlier records; failed: b.com: NameSilo refused: invalid IP',
      variant: 'destructive',
    });
    expect(revertOutcome(detail({ status: 'failed', counts: { domains: 1, applied: 0, failed: 1, conflicts: 0 } }, [failed]))).toEqual({
      title: 'Revert failed',
      description: 'b.com: NameSilo refused: invalid IP',
      variant: 'destructive',
    });
    expect(revertOutcome(detail({ status: 'awaiting_approval' as never })).title).toBe('Waiting for approval');
    expect(revertOutcome(null).title).toBe('Revert still running');
  });
});
