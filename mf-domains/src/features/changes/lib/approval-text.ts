// How a held change reads (issue 30): why it waits and until when, who decided, and whether this
// member may decide. The role rule (admin or owner) is RoleButton's; the author rule is the service's
// ("never its author"), said here before a click so the button can be disabled with the reason.
import type { ChangeSummary } from '@dop/contracts/changes';
import type { TimeZoneChoice } from '@dop/mf-kit';
import { formatTime } from '@dop/operations-ui';

export const AUTHOR_CANNOT_APPROVE = 'Another administrator must approve this change';

export const isAuthor = (change: Pick<ChangeSummary, 'createdBy'>, userId: string | null | undefined) =>
  !!userId && change.createdBy.userId === userId;

/** 'It changes 30 domains, more than 25 · expires 2025-03-02 10:00'; null when no approval was asked. */
export function approvalText(change: Pick<ChangeSummary, 'status' | 'approval'>, timezone: TimeZoneChoice): string | null {
  const a = change.approval;
  if (!a) return null;
  const who = a.decidedBy ? (a.decidedBy.userName ?? a.decidedBy.userId ?? 'someone') : null;
  const when = a.decidedAt ? ` at ${formatTime(a.decidedAt, timezone)}` : '';
  switch (change.status) {
    case 'awaiting_approval':
      return `${a.reason} · expires ${formatTime(a.expiresAt, timezone)}`;
    case 'rejected':
      return `${a.reason} · rejected by ${who ?? 'another administrator'}${when}`;
    case 'expired':
      return `${a.reason} · expired ${formatTime(a.expiresAt, timezone)} without an approval`;
    default:
      return who ? `${a.reason} · approved by ${who}${when}` : a.reason;
  }
}
