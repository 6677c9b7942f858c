// What the Add New Domains dialog shows when its record updates did not go at once (issue 30): the
// single admin's confirm (the 409's reason and a box for the count), or, once the domains are added,
// that their record updates wait for a second admin.
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import { ChangeHeldNotice, ConfirmDomainsField } from '@dop/ui';

/** The notice's words: the contract's AWAITING_APPROVAL, and what waits. */
export const RECORDS_WAIT = {
  title: AWAITING_APPROVAL.title,
  message: `${AWAITING_APPROVAL.message}. The domains are added; their record updates wait for the approval.`,
};

export interface AddHeldProps {
  /** The number a 409 asks for, with its message; null when none was asked. */
  confirm: { count: number; message: string } | null;
  typed: string;
  onTyped: (value: string) => void;
  /** The change set holding the record updates, once the domains are added. */
  heldChangeId: string | null;
}

export function AddHeld({ confirm, typed, onTyped, heldChangeId }: AddHeldProps) {
  return (
    <>
      {confirm && <ConfirmDomainsField id="add-confirm" message={confirm.message} count={confirm.count} value={typed} onChange={onTyped} />}
      {heldChangeId && (
        <ChangeHeldNotice
          change={{ changeId: heldChangeId, status: 'awaiting_approval', message: RECORDS_WAIT.message }}
          awaiting={RECORDS_WAIT}
        />
      )}
    </>
  );
}
