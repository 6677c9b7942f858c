// The CloudFlare Management tab (spec 2 §2.14): Add Domains and Purge Cache, search, accounts grouped
// by e-mail (domains of the last 30 days), selection with bulk delete and bulk move, 10 accounts a page.
import type { CloudflareDomainDto } from '@dop/contracts/cloudflare';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, EmptyState, Input } from '@dop/ui';
import { useMemo, useState } from 'react';
import { useAccounts } from '../hooks/use-accounts';
import { useDeleteDomains } from '../hooks/use-cloudflare-mutations';
import { useJobOutcomes } from '../hooks/use-job-outcomes';
import { AccountGroup } from './account-group';
import { AddDomainsDialog } from './add-domains-dialog';
import { MoveDialog } from './move-dialog';
import { PurgeDialog } from './purge-dialog';
import { UpdateDialog } from './update-dialog';

export function CloudflareTab({ shell }: { shell: ShellApi }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'purge' | 'move' | 'delete' | null>(null);
  const [updating, setUpdating] = useState<CloudflareDomainDto | null>(null);
  const list = useAccounts({ page, search, showAll: shell.showAllOperations });
  useJobOutcomes();
  const domains = useMemo(() => (list.data?.accounts ?? []).flatMap((a) => a.domains), [list.data]);
  const chosen = domains.filter((d) => selected.has(d.id));
  const clear = () => setSelected(new Set());
  const remove = useDeleteDomains(shell, () => {
    clear();
    setDialog(null);
  });
  const toggle = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const p = list.data?.pagination;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <RoleButton route="POST /api/cloudflare/domains" onClick={() => setDialog('add')}>
          Add Domains
        </RoleButton>
        <RoleButton route="POST /api/cloudflare/purge-cache" variant="outline" onClick={() => setDialog('purge')}>
          Purge Cache
        </RoleButton>
        <Input
          aria-label="Search CloudFlare domains"
          placeholder="Search domains or emails"
          className="max-w-xs"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <span className="ml-auto text-sm text-muted-foreground">Selected: {chosen.length}</span>
        <RoleButton route="POST /api/cloudflare/domains" variant="outline" disabled={!chosen.length} onClick={() => setDialog('move')}>
          Move selected
        </RoleButton>
        <RoleButton
          route="POST /api/cloudflare/domains/delete"
          variant="outline"
          // Issue 31: destructive but quiet until hovered or focused; the red button is the dialog's.
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:bg-destructive/10 focus-visible:text-destructive"
          disabled={!chosen.length}
          onClick={() => setDialog('delete')}
        >
          Delete selected
        </RoleButton>
      </div>
      {list.isError && <p role="alert">{(list.error as Error).message}</p>}
      {list.data && !list.data.accounts.length && <EmptyState>No CloudFlare domains in the last 30 days.</EmptyState>}
      {(list.data?.accounts ?? []).map((g) => (
        <AccountGroup
          key={g.email}
          group={g}
          selected={selected}
          onToggle={(id, on) => toggle([id], on)}
          onToggleAll={toggle}
          onUpdate={setUpdating}
        />
      ))}
      {p && p.totalPages > 1 && (
        <nav aria-label="Accounts pages" className="flex items-center gap-2">
          <Button variant="outline" disabled={!p.hasPrev} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {p.currentPage} of {p.totalPages}
          </span>
          <Button variant="outline" disabled={!p.hasNext} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
      <AddDomainsDialog shell={shell} open={dialog === 'add'} onOpenChange={(o) => setDialog(o ? 'add' : null)} />
      <PurgeDialog shell={shell} open={dialog === 'purge'} onOpenChange={(o) => setDialog(o ? 'purge' : null)} />
      {dialog === 'move' && (
        <MoveDialog shell={shell} domains={chosen} open onOpenChange={(o) => setDialog(o ? 'move' : null)} onMoved={clear} />
      )}
      {updating && <UpdateDialog shell={shell} domain={updating} onOpenChange={(o) => !o && setUpdating(null)} />}
      <Dialog open={dialog === 'delete'} onOpenChange={(o) => setDialog(o ? 'delete' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete CloudFlare domains</DialogTitle>
          </DialogHeader>
          <p className="text-sm">Delete the zones of {chosen.map((d) => d.name).join(', ')} from CloudFlare?</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(chosen.map((d) => d.id))}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
