// Issue 30, above a provider form's submit button: the "Dry run" checkbox (off by default: plan only,
// see and apply it in the Domains tab's Changes) and, after a 409, the field for the domain count.
import { ConfirmDomainsField, Label } from '@dop/ui';
import type { ChangeSubmit } from './use-change-submit';

export function ChangeControls({ id, flow }: { id: string; flow: ChangeSubmit }) {
  return (
    <>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-dry-run`}
          type="checkbox"
          className="h-4 w-4"
          checked={flow.dryRun}
          onChange={(e) => flow.setDryRun(e.target.checked)}
        />
        <Label htmlFor={`${id}-dry-run`}>Dry run</Label>
      </div>
      {flow.ask !== null && (
        <ConfirmDomainsField id={`${id}-confirm`} message={flow.askMessage} count={flow.ask} value={flow.typed} onChange={flow.setTyped} />
      )}
    </>
  );
}
