// DNS records dialog (spec 1 §2, §4): titled with the domain, a table of A records (Name, Content (IP),
// TTL, Actions), 'Add A Record', per-row Delete, Cancel and 'Save Changes' / 'Saving...'. Issue 30:
// under the records, a preview of what saving changes at the DNS host (no extra click), and the zone
// file's export and import.
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import {
  Button,
  ConfirmDomainsField,
  confirmDomainsOf,
  confirmMatches,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Spinner,
} from '@dop/ui';
import { useEffect, useState } from 'react';
import type { EditableRecord } from '../../domains/api/domains-api';
import { useCurrentRecords } from '../hooks/use-current-records';
import { useDnsRecords, useSaveRecords } from '../hooks/use-dns-records';
import { DEFAULT_TTL, defaultIp, defaultRecords, newRowId, parseTtl } from '../lib/default-ip';
import { ZoneFileActions } from '../../zone-file/components/zone-file-actions';
import { RecordsPreview } from './records-preview';

export interface DnsRecordsDialogProps {
  shell: ShellApi;
  domain: DomainDto;
  onClose: () => void;
}

export function DnsRecordsDialog({ shell, domain, onClose }: DnsRecordsDialogProps) {
  const { records, settings } = useDnsRecords(domain.id);
  const save = useSaveRecords(shell, domain.id, onClose);
  const current = useCurrentRecords(domain.id);
  const [rows, setRows] = useState<EditableRecord[] | null>(null);
  const [typed, setTyped] = useState('');
  // Issue 30: a single admin confirms a save over the threshold by typing the number the 409 names (1).
  const askCount = confirmDomainsOf(save.error);
  const ip = defaultIp(domain, settings.data);
  // Issue 31: not before this opening's own read of the records has come back (no stale rows).
  const ready = records.isSuccess && !records.isFetching && !settings.isLoading;

  useEffect(() => {
    if (!ready || rows !== null) return;
    const stored = records.data.aRecords;
    setRows(stored.length ? stored.map((r) => ({ ...r, type: 'A' as const })) : defaultRecords(ip));
  }, [ready, rows, records.data, ip]);

  const update = (id: string, patch: Partial<EditableRecord>) =>
    setRows((rs) => (rs ?? []).map((r) => (r.id === id ? { ...r, ...patch } : r)));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{domain.name}</DialogTitle>
        </DialogHeader>
        {records.error && <p className="text-sm text-destructive">{records.error.message}</p>}
        {rows === null && !records.error ? (
          <Spinner />
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-muted-foreground">
                <th className="py-1 font-medium">Name</th>
                <th className="py-1 font-medium">Content (IP)</th>
                <th className="py-1 font-medium">TTL</th>
                <th className="py-1 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(rows ?? []).map((r, i) => (
                <tr key={r.id}>
                  <td className="py-1 pr-2">
                    <Input aria-label={`Name ${i + 1}`} value={r.name} onChange={(e) => update(r.id, { name: e.target.value })} />
                  </td>
                  <td className="py-1 pr-2">
                    <Input aria-label={`Content ${i + 1}`} value={r.content} onChange={(e) => update(r.id, { content: e.target.value })} />
                  </td>
                  <td className="py-1 pr-2">
                    <Input
                      aria-label={`TTL ${i + 1}`}
                      type="number"
                      value={String(r.ttl)}
                      onChange={(e) => update(r.id, { ttl: parseTtl(e.target.value) })}
                    />
                  </td>
                  <td className="py-1">
                    <Button variant="destructive" size="sm" onClick={() => setRows((rs) => (rs ?? []).filter((x) => x.id !== r.id))}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Button
          variant="outline"
          onClick={() => setRows((rs) => [...(rs ?? []), { id: newRowId(), type: 'A', name: '', content: ip, ttl: DEFAULT_TTL }])}
        >
          Add A Record
        </Button>
        {rows !== null && <RecordsPreview domain={domain.name} rows={rows} current={current} />}
        <ZoneFileActions shell={shell} domain={domain} onApplied={onClose} />
        {askCount !== null && (
          <ConfirmDomainsField id="dns-confirm" message={save.error?.message ?? ''} count={askCount} value={typed} onChange={setTyped} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <RoleButton
            route="POST /api/domains/:id/records"
            disabled={save.isPending || rows === null || (askCount !== null && !confirmMatches(typed, askCount))}
            onClick={() => rows && save.mutate({ rows, ...(askCount === null ? {} : { confirmDomains: askCount }) })}
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </RoleButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
