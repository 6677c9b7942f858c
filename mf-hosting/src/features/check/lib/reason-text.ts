// Spec 2 §4.2 "Account check reason" as the result dialog words it.
import type { CheckReason } from '@dop/contracts/hosting';

export const REASON_TEXT: Record<CheckReason, string> = {
  both: 'New tickets and servers need attention',
  tickets: 'New tickets',
  inactive: 'Inactive servers',
  expiring: 'Servers expiring',
};
