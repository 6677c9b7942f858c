import type { TimeZoneChoice } from '@dop/mf-kit';
import { ChevronDownIcon, ChevronRightIcon, focusRing, STALLED_TEXT } from '@dop/ui';
import type { OperationDomainGroup } from '../api/types';
import { formatTime } from '../lib/format-time';
import { GROUP_TONE, groupStalled, groupStatus } from '../lib/group-status';
import { LogLine } from './log-line';
import { ToneBadge } from './status-badge';

export interface DomainGroupItemProps {
  group: OperationDomainGroup;
  timezone: TimeZoneChoice;
  expanded: boolean;
  onToggle: () => void;
}

/** One domain: a header button (status, last time, who) that expands to the domain's log lines. */
export function DomainGroupItem({ group, timezone, expanded, onToggle }: DomainGroupItemProps) {
  const status = groupStatus(group);
  const who = group.userInfo?.displayName || group.userInfo?.username;
  const panelId = `operation-domain-${group.domain}`;
  return (
    <li className="rounded-md border border-border">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className={`flex w-full flex-wrap items-center gap-3 px-3 py-2 text-left text-sm ${focusRing}`}
      >
        {expanded ? <ChevronDownIcon aria-hidden="true" size={16} /> : <ChevronRightIcon aria-hidden="true" size={16} />}
        <span className="font-medium">{group.domain}</span>
        <ToneBadge tone={GROUP_TONE[status]}>{status}</ToneBadge>
        <span className="text-muted-foreground">{formatTime(group.latestTimestamp, timezone)}</span>
        {groupStalled(group, Date.now()) && <span className="text-warning">{STALLED_TEXT}</span>}
        {who && <span className="ml-auto text-muted-foreground">{who}</span>}
      </button>
      {expanded && (
        <ol
          id={panelId}
          aria-label={`${group.domain} logs`}
          tabIndex={0}
          className={`max-h-60 overflow-y-auto border-t border-border bg-muted p-3 ${focusRing}`}
        >
          {group.logs.map((entry) => (
            <LogLine key={entry.id} entry={entry} timezone={timezone} />
          ))}
        </ol>
      )}
    </li>
  );
}
