// 'Export CSV' on the Domain Management card (issue 30): downloads domains.csv with the list's current
// For Me / For All switch and search. Reading the list is all it needs, so viewers may export too.
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { useDownload } from '../../io-files/lib/use-download';
import { DOMAINS_CSV_NAME, exportCsvUrl } from '../lib/export-url';

export function ExportCsvButton({ shell, search }: { shell: ShellApi; search: string }) {
  const download = useDownload(shell);
  return (
    <RoleButton
      route="GET /api/domains/export.csv"
      variant="outline"
      disabled={download.isPending}
      onClick={() => download.mutate({ url: exportCsvUrl(shell.showAllOperations, search), fallbackName: DOMAINS_CSV_NAME })}
    >
      {download.isPending ? 'Exporting...' : 'Export CSV'}
    </RoleButton>
  );
}
