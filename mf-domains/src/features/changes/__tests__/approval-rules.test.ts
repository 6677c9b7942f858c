import { apiErrorOf } from '@dop/mf-kit';
import { applyOutcome, WAITING_TOAST } from '../lib/apply-outcome';
import { approvalText, AUTHOR_CANNOT_APPROVE, isAuthor } from '../lib/approval-text';
import { confirmDomainsOf, confirmMatches } from '@dop/ui';
import { detail, STEP, summary } from './helpers/change-fixtures';

const APPROVAL = { reason: 'It changes 30 domains, more than 25', expiresAt: '2025-03-02T10:00:00.000Z', decidedBy: null, decidedAt: null };
const refusal = (status: number, details?: unknown) =>
  apiErrorOf(
    status,
    'Conflict',
    JSON.stringify({ error: { code: 'conflict', message: 'type the number of domains (30) to confirm', details } }),
  );

describe('approvals and the single-admin confirm (issue 30)', () => {
  it('reads the number a 409 asks for; nothing from other answers', () => {
    expect(confirmDomainsOf(refusal(409, { confirmDomains: 30 }))).toBe(30);
    expect(confirmDomainsOf(refusal(409, { steps: [] }))).toBeNull();
    expect(confirmDomainsOf(refusal(403, { confirmDomains: 30 }))).toBeNull();
    expect(confirmDomainsOf(new Error('offline'))).toBeNull();
    expect(confirmMatches(' 30 ', 30)).toBe(true);
    expect(confirmMatches('3', 30)).toBe(false);
    expect(confirmMatches('30.0', 30)).toBe(false);
    expect(confirmMatches('', null)).toBe(false);
  });

  it('the author is who asked; the texts say why it waits, until when, and how it ended', () => {
    expect(isAuthor(summary(), 'u1')).toBe(true);
    expect(isAuthor(summary(), 'u2')).toBe(false);
    expect(isAuthor(summary({ createdBy: { userId: null, userName: null } }), undefined)).toBe(false);
    expect(AUTHOR_CANNOT_APPROVE).toBe('Another administrator must approve this change');
    const held = summary({ status: 'awaiting_approval', approval: APPROVAL });
    expect(approvalText(held, 'UTC')).toBe('It changes 30 domains, more than 25 · expires 02.03.2025, 10:00:00');
    const decided = { ...APPROVAL, decidedBy: { userId: 'u2', userName: 'boris' }, decidedAt: '2025-03-01T11:00:00.000Z' };
    expect(approvalText({ status: 'rejected', approval: decided }, 'UTC')).toBe(
      'It changes 30 domains, more than 25 · rejected by boris at 01.03.2025, 11:00:00',
    );
    expect(approvalText({ status: 'expired', approval: APPROVAL }, 'UTC')).toContain('expired 02.03.2025, 10:00:00 without an approval');
    expect(approvalText({ status: 'applied', approval: decided }, 'UTC')).toContain('approved by boris');
    expect(approvalText(summary(), 'UTC')).toBeNull();
  });

  it('one toast per outcome of an apply', () => {
    expect(WAITING_TOAST).toEqual({ title: 'Waiting for approval', description: 'A second administrator must approve this change' });
    expect(applyOutcome(detail({ status: 'awaiting_approval' }))).toEqual(WAITING_TOAST);
    expect(applyOutcome(detail({ counts: { domains: 30, applied: 30, failed: 0, conflicts: 0 } }))).toEqual({
      title: 'Change applied',
      description: '30 of 30 domains updated',
    });
    const failed = { ...STEP, domain: 'b.com', status: 'failed' as const, answer: 'NameSilo: invalid domain' };
    expect(
      applyOutcome(detail({ status: 'partially_applied', counts: { domains: 2, applied: 1, failed: 1, conflicts: 0 } }, [STEP, failed])),
    ).toEqual({
      title: 'Change partly applied',
      description: '1 of 2 domains updated; failed: b.com: NameSilo: invalid domain',
      variant: 'destructive',
    });
    expect(applyOutcome(detail({ status: 'failed' }, [failed])).description).toBe('b.com: NameSilo: invalid domain');
    expect(applyOutcome(null).title).toBe('Change still applying');
  });
});
