import type { ReactNode } from 'react';
import { TableScroll } from '@dop/ui';

export interface ListTableProps {
  /** The table's accessible name, e.g. "Members". */
  label: string;
  columns: readonly string[];
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/** The Settings lists (tokens, members, invitations, audit): a labelled table with one header row. */
export function ListTable({ label, columns, children }: ListTableProps) {
  return (
    <TableScroll label={label}>
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead>
          <tr className="border-b text-muted-foreground">
            {columns.map((c) => (
              <th key={c} scope="col" className="py-2 pr-3 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
