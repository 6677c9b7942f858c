// The dialog of the bulk action chosen in the bar (issue 31): a confirmation naming the count for
// delete, the tag choice, the existing "Change A records" plan dialog with the selected names, and the
// move to CloudFlare.
import type { DomainDto } from '@dop/contracts/domains';
import type { ShellApi } from '@dop/mf-kit';
import { BulkRecordsDialog } from '../../bulk-records/components/bulk-records-dialog';
import { ConfirmDialog } from '../../domains/components/confirm-dialog';
import { useBulkActions } from '../hooks/use-bulk-actions';
import type { BulkChoice } from './bulk-bar';
import { MoveDialog } from './move-dialog';
import { TagDialog } from './tag-dialog';

export interface BulkDialogsProps {
  shell: ShellApi;
  choice: BulkChoice | null;
  selected: DomainDto[];
  onClose: () => void;
  /** After an action started: the selection is cleared. */
  onDone: () => void;
}

export function BulkDialogs({ shell, choice, selected, onClose, onDone }: BulkDialogsProps) {
  const done = () => {
    onClose();
    onDone();
  };
  const actions = useBulkActions(shell, done);
  const ids = selected.map((d) => d.id);
  const names = selected.map((d) => d.name);
  return (
    <>
      <ConfirmDialog
        open={choice === 'delete'}
        title={`Delete ${selected.length} domain(s)?`}
        confirmLabel={`Delete ${selected.length}`}
        destructive
        onConfirm={() => actions.remove.mutate(ids)}
        onCancel={onClose}
      >
        {`Are you sure you want to delete these ${selected.length} domains? This cannot be undone.`}
      </ConfirmDialog>
      {choice === 'tag' && (
        <TagDialog
          count={selected.length}
          pending={actions.tag.isPending}
          onApply={(teamTag) => actions.tag.mutate({ ids, teamTag })}
          onClose={onClose}
        />
      )}
      {choice === 'records' && <BulkRecordsDialog shell={shell} domains={names} onClose={onClose} />}
      {choice === 'move' && <MoveDialog shell={shell} domains={names} onClose={onClose} />}
    </>
  );
}
