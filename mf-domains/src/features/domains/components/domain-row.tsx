// One row of the Domain Management card (spec 1 §2): name with creator and team tags, the account
// badge, last IP with '✓ Recent' or 'No A record deployed', result time, and the three actions; issue 31:
// a checkbox for bulk actions, icons instead of emoji, and a delete button that stays quiet (ghost,
// muted) until hovered or focused, since it sits on every row.
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type TimeZoneChoice } from '@dop/mf-kit';
import { Button, PencilIcon, Tooltip, TrashIcon } from '@dop/ui';
import { HealthBadges } from '../../inventory/components/health-badges';
import { formatResultTime, isRecent } from '../lib/domain-order';

export interface DomainRowProps {
  domain: DomainDto;
  resultAt: number | null;
  timezone: TimeZoneChoice;
  onEditDns: (d: DomainDto) => void;
  onEdit: (d: DomainDto) => void;
  onDelete: (d: DomainDto) => void;
  selected: boolean;
  onSelect: (d: DomainDto, selected: boolean) => void;
  /** Issue 29: opens the domain's health panel. */
  onHealth: (d: DomainDto) => void;
}

/** Destructive, but quiet: red only under the pointer or the keyboard focus. */
export const QUIET_DESTRUCTIVE =
  'text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:bg-destructive/10 focus-visible:text-destructive';

const tag = 'inline-flex items-center rounded border border-border px-1.5 py-0.5 text-xs text-muted-foreground';

export function DomainRow({ domain, resultAt, timezone, onEditDns, onEdit, onDelete, selected, onSelect, onHealth }: DomainRowProps) {
  const account = domain.registrar ? `${domain.registrar}${domain.accountId ? ` #${domain.accountId}` : ''}` : null;
  return (
    <tr
      className="border-b border-border data-[selected=true]:bg-accent/40"
      data-testid="domain-row"
      data-domain={domain.name}
      data-selected={selected}
    >
      <td className="w-8 py-2 pr-2 align-top">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-primary"
          aria-label={`Select ${domain.name}`}
          checked={selected}
          onChange={(e) => onSelect(domain, e.target.checked)}
        />
      </td>
      <td className="py-2 pr-4">
        <div className="font-medium">{domain.name}</div>
        <div className="mt-1 flex flex-wrap gap-1">
          {domain.createdBy && (
            <span className={tag} title="createdBy">
              {domain.createdBy}
            </span>
          )}
          {domain.teamTag && (
            <span className={tag} title="teamTag">
              {domain.teamTag}
            </span>
          )}
          {account && (
            <span className="inline-flex rounded bg-secondary px-1.5 py-0.5 text-xs" data-testid="account-badge">
              {account}
            </span>
          )}
        </div>
      </td>
      <td className="py-2 pr-4">
        {domain.lastUsedIp ? (
          <div className="flex items-center gap-2">
            <span className="font-mono">{domain.lastUsedIp}</span>
            {isRecent(resultAt) && <span className="rounded bg-success px-1.5 py-0.5 text-xs text-success-foreground">✓ Recent</span>}
          </div>
        ) : (
          <span className="text-muted-foreground">No A record deployed</span>
        )}
        {resultAt !== null && <div className="text-xs text-muted-foreground">{formatResultTime(resultAt, timezone)}</div>}
      </td>
      <td className="py-2 pr-4">
        <HealthBadges domain={domain} onOpen={onHealth} />
      </td>
      <td className="py-2">
        <div className="flex gap-1">
          <Tooltip content="Редактировать DNS записи">
            <Button size="sm" variant="outline" aria-label="Редактировать DNS записи" onClick={() => onEditDns(domain)}>
              DNS
            </Button>
          </Tooltip>
          <RoleButton
            route="PATCH /api/domains/:id"
            size="icon"
            variant="ghost"
            className="h-8 w-8"
            aria-label="Редактировать домен"
            onClick={() => onEdit(domain)}
          >
            <PencilIcon aria-hidden="true" focusable="false" size={16} />
          </RoleButton>
          <RoleButton
            route="DELETE /api/domains/:id"
            size="icon"
            variant="ghost"
            className={`h-8 w-8 ${QUIET_DESTRUCTIVE}`}
            aria-label="Удалить домен"
            onClick={() => onDelete(domain)}
          >
            <TrashIcon aria-hidden="true" focusable="false" size={16} />
          </RoleButton>
        </div>
      </td>
    </tr>
  );
}
