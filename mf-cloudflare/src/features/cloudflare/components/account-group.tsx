// One account (by e-mail) with its collapsible domain list: selection, status, IP, SSL, name servers
// and the per-domain Update CloudFlare action.
import type { CloudflareAccountGroup, CloudflareDomainDto } from '@dop/contracts/cloudflare';
import { StatusBadge } from '@dop/operations-ui';

import { useState } from 'react';
import { RoleButton } from '@dop/mf-kit';

export interface AccountGroupProps {
  group: CloudflareAccountGroup;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
  onUpdate: (d: CloudflareDomainDto) => void;
}

export function AccountGroup({ group, selected, onToggle, onToggleAll, onUpdate }: AccountGroupProps) {
  const [open, setOpen] = useState(true);
  const ids = group.domains.map((d) => d.id);
  const all = ids.every((id) => selected.has(id));
  return (
    <section aria-label={group.email} data-account={group.email} className="rounded-md border">
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select all of ${group.email}`}
          checked={all}
          onChange={(e) => onToggleAll(ids, e.target.checked)}
        />
        <button type="button" className="flex-1 text-left font-medium" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '▾' : '▸'} {group.email} ({group.domains.length})
        </button>
      </header>
      {open && (
        <ul className="divide-y">
          {group.domains.map((d) => (
            <li key={d.id} data-domain={d.name} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <input
                type="checkbox"
                aria-label={`Select ${d.name}`}
                checked={selected.has(d.id)}
                onChange={(e) => onToggle(d.id, e.target.checked)}
              />
              <span className="min-w-40 font-mono">{d.name}</span>
              <StatusBadge status={d.status} />
              <span>{d.ipAddress ?? '—'}</span>
              <span>SSL: {d.sslMode}</span>
              <span className="text-muted-foreground">{d.nameServers.join(', ')}</span>
              <RoleButton
                route="POST /api/cloudflare/update-records"
                size="sm"
                variant="outline"
                className="ml-auto"
                aria-label={`Update CloudFlare ${d.name}`}
                onClick={() => onUpdate(d)}
              >
                Update
              </RoleButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
