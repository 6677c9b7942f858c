// "Import zone file" (issue 30): a BIND file's A records for this domain, uploaded or pasted, planned
// like "Change A records" (the host's records read, nothing applied until Apply, the same threshold).
// Records of other types are named by line as not imported; a file with a bad line is refused whole and
// each line's problem is shown.
import type { ImportBindBody, ImportBindReply } from '@dop/contracts/changes';
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useState, type FormEvent } from 'react';
import { ApplyPlanButton, PlanConfirm, PlanStage } from '../../bulk-records/components/plan-stage';
import { usePlanApply } from '../../bulk-records/hooks/use-plan-apply';
import { usePlanRun, type PlanStart } from '../../bulk-records/hooks/use-plan-run';
import { FileOrPaste } from '../../io-files/components/file-or-paste';
import { ImportFailure } from '../../io-files/components/import-failure';
import { LineNotes } from '../../io-files/components/line-notes';
import { skippedOf, skippedText } from '../../io-files/lib/line-notes';
import { importBind } from '../api/zone-api';

export const ZONE_IMPORT_TITLE = 'Import zone file';
const START: PlanStart<ImportBindBody, ImportBindReply> = { send: importBind, planIdOf: (r) => r.id };

export function ZoneImportDialog({ shell, domain, onClose, onApplied }: ZoneImportDialogProps) {
  const [zone, setZone] = useState('');
  const run = usePlanRun(START);
  const flow = usePlanApply(shell, run.plan.data, onApplied);
  const skipped = run.start.data?.skipped ?? skippedOf(run.start.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run.start.mutate({ domain: domain.name, zone });
  };
  const back = () => {
    run.reset();
    flow.reset();
  };
  const failure = run.plan.error?.message ?? flow.failure;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{ZONE_IMPORT_TITLE}</DialogTitle>
          <DialogDescription>{`The A records of ${domain.name}, planned first: nothing changes until you apply.`}</DialogDescription>
        </DialogHeader>
        {run.planId === null ? (
          <form id="zone-import-form" onSubmit={submit} noValidate>
            <FileOrPaste id="zone-import" label="Zone file" accept=".zone,.txt,.db,text/plain" value={zone} onChange={setZone} />
          </form>
        ) : (
          <PlanStage plan={run.plan.data} failed={run.plan.error !== null} />
        )}
        <ImportFailure error={run.start.error} />
        <LineNotes label="Not imported (A records only)" lines={skipped.map(skippedText)} tone="note" />
        <PlanConfirm id="zone-import-confirm" flow={flow} />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <DialogFooter>
          {run.planId !== null && (
            <Button variant="outline" onClick={back} className="sm:mr-auto">
              Back
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {run.planId === null ? (
            <RoleButton
              route="POST /api/changes/import/bind"
              type="submit"
              form="zone-import-form"
              disabled={run.start.isPending || zone.trim() === ''}
            >
              {run.start.isPending ? 'Importing...' : 'Import'}
            </RoleButton>
          ) : (
            <ApplyPlanButton flow={flow} />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export interface ZoneImportDialogProps {
  shell: ShellApi;
  domain: DomainDto;
  onClose: () => void;
  /** Applied (or held for approval): the records dialog behind is stale too. */
  onApplied: () => void;
}
