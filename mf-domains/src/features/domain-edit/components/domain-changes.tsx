// The domain's own change log in its edit dialog (issue 30): GET /api/changes?domain=<name>, with the
// same rows as the Domains tab's Changes card (old and new values side by side, revert).
import type { ShellApi } from '@dop/mf-kit';
import { useMemo } from 'react';
import { ChangesList } from '../../changes/components/changes-list';
import { NO_FILTER } from '../../changes/lib/changes-filter';

/** A dialog has little room: five change sets a page. */
export const DOMAIN_CHANGES_PAGE_SIZE = 5;

export function DomainChanges({ shell, domain }: { shell: ShellApi; domain: string }) {
  const filter = useMemo(() => ({ ...NO_FILTER, domain }), [domain]);
  return (
    <section aria-labelledby="domain-changes-title" className="space-y-2 border-t border-border pt-3">
      <h3 id="domain-changes-title" className="text-sm font-medium">
        Changes
      </h3>
      <div className="max-h-72 overflow-y-auto">
        <ChangesList shell={shell} filter={filter} limit={DOMAIN_CHANGES_PAGE_SIZE} />
      </div>
    </section>
  );
}
