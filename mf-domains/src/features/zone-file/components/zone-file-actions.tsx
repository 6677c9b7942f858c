// The zone file row of the DNS records dialog (issue 30): 'Export zone file' downloads <name>.zone as
// the DNS host holds it now; 'Import zone file' opens the import over the dialog. Placed under the
// records and their preview, so the spec's table, buttons and footer stay as they are.
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { useState } from 'react';
import { zoneFileName, zoneFileUrl } from '../../domains/lib/export-url';
import { useDownload } from '../../io-files/lib/use-download';
import { ZoneImportDialog } from './zone-import-dialog';

export function ZoneFileActions({ shell, domain, onApplied }: { shell: ShellApi; domain: DomainDto; onApplied: () => void }) {
  const download = useDownload(shell);
  const [importing, setImporting] = useState(false);
  return (
    <div role="group" aria-label="Zone file" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Zone file (BIND):</span>
      <RoleButton
        route="GET /api/domains/:id/records/zone"
        size="sm"
        variant="outline"
        disabled={download.isPending}
        onClick={() => download.mutate({ url: zoneFileUrl(domain.id), fallbackName: zoneFileName(domain.name) })}
      >
        {download.isPending ? 'Exporting...' : 'Export zone file'}
      </RoleButton>
      <RoleButton route="POST /api/changes/import/bind" size="sm" variant="outline" onClick={() => setImporting(true)}>
        Import zone file
      </RoleButton>
      {importing && <ZoneImportDialog shell={shell} domain={domain} onClose={() => setImporting(false)} onApplied={onApplied} />}
    </div>
  );
}
