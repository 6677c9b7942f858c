// The bar over the list while domains are selected (issue 31): how many, and the bulk actions. Each
// button is role-checked like its route; delete is quiet until hovered or focused, and asks first.
import { RoleButton } from '@dop/mf-kit';
import { Button } from '@dop/ui';
import { QUIET_DESTRUCTIVE } from '../../domains/components/domain-row';

export type BulkChoice = 'delete' | 'tag' | 'records' | 'move';

export interface BulkBarProps {
  count: number;
  onChoose: (choice: BulkChoice) => void;
  onClear: () => void;
}

export function BulkBar({ count, onChoose, onClear }: BulkBarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-secondary/50 p-2"
    >
      <span className="text-sm font-medium" aria-live="polite">{`Selected: ${count}`}</span>
      <RoleButton route="POST /api/domains/update-tags" size="sm" variant="outline" onClick={() => onChoose('tag')}>
        Set team tag
      </RoleButton>
      <RoleButton route="POST /api/changes/plan" size="sm" variant="outline" onClick={() => onChoose('records')}>
        Change A records
      </RoleButton>
      <RoleButton route="POST /api/cloudflare/domains" size="sm" variant="outline" onClick={() => onChoose('move')}>
        Move to CloudFlare
      </RoleButton>
      <RoleButton
        route="POST /api/domains/bulk-delete"
        size="sm"
        variant="outline"
        className={QUIET_DESTRUCTIVE}
        onClick={() => onChoose('delete')}
      >
        Delete selected
      </RoleButton>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
