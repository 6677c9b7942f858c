// "Import CSV" in the Domains tab (issue 30): domains from a CSV file (name, registrar, account, tags,
// ip), uploaded or pasted. The service adds or updates the domains at once and plans the rows' IPs as a
// change set; the dialog says what it did ("Added 2, updated 0, unchanged 0") and shows that plan with
// Apply like "Change A records". A file with a bad line is refused whole, each line's problem shown.
import type { ImportCsvBody, ImportCsvReply } from '@dop/contracts/changes';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useState, type FormEvent } from 'react';
import { ApplyPlanButton, PlanConfirm, PlanStage } from '../../bulk-records/components/plan-stage';
import { usePlanApply } from '../../bulk-records/hooks/use-plan-apply';
import { usePlanRun, type PlanStart } from '../../bulk-records/hooks/use-plan-run';
import { FileOrPaste } from '../../io-files/components/file-or-paste';
import { ImportFailure } from '../../io-files/components/import-failure';
import { LineNotes } from '../../io-files/components/line-notes';
import { importCsv } from '../api/csv-api';
import { CSV_IMPORT_TITLE, importCountsText } from '../lib/csv-import-text';
import { CsvColumnsHelp } from './csv-columns-help';

const START: PlanStart<ImportCsvBody, ImportCsvReply> = {
  send: importCsv,
  planIdOf: (r) => r.change?.id ?? null,
  // The domains were added or updated already: the list behind the dialog shows them.
  changesDomains: true,
};

export function CsvImportDialog({ shell, onClose }: { shell: ShellApi; onClose: () => void }) {
  const [csv, setCsv] = useState('');
  const run = usePlanRun(START);
  const flow = usePlanApply(shell, run.plan.data, onClose);
  const done = run.start.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run.start.mutate({ csv });
  };
  const failure = run.plan.error?.message ?? flow.failure;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{CSV_IMPORT_TITLE}</DialogTitle>
          <DialogDescription>Domains from a CSV file; their IPs are planned first and change nothing until you apply.</DialogDescription>
        </DialogHeader>
        {!done ? (
          <form id="csv-import-form" onSubmit={submit} noValidate className="space-y-3">
            <CsvColumnsHelp id="csv-import-help" />
            <FileOrPaste id="csv-import" label="CSV file" accept=".csv,text/csv,text/plain" value={csv} onChange={setCsv} />
          </form>
        ) : (
          <div className="space-y-3">
            <p role="status" className="text-sm font-medium">
              {importCountsText(done)}
            </p>
            {done.unplanned.length > 0 && (
              <LineNotes label="IPs not planned" lines={done.unplanned.map((u) => `Line ${u.line}: ${u.name} — ${u.reason}`)} tone="note" />
            )}
            {run.planId === null ? (
              <p className="text-sm text-muted-foreground">No row has an IP: there are no records to apply.</p>
            ) : (
              <PlanStage plan={run.plan.data} failed={run.plan.error !== null} />
            )}
          </div>
        )}
        <ImportFailure error={run.start.error} />
        <PlanConfirm id="csv-import-confirm" flow={flow} />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {done ? 'Done' : 'Cancel'}
          </Button>
          {!done ? (
            <RoleButton
              route="POST /api/changes/import/csv"
              type="submit"
              form="csv-import-form"
              disabled={run.start.isPending || csv.trim() === ''}
            >
              {run.start.isPending ? 'Importing...' : 'Import'}
            </RoleButton>
          ) : (
            run.planId !== null && <ApplyPlanButton flow={flow} />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
