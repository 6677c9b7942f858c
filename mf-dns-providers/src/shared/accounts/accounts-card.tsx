// The accounts card both DNS providers share (spec 2 §2.9, §2.10): title, header controls with
// Add Account, loading / error / empty states, one row per account with Edit and Delete, paging,
// and the delete confirmation. The provider files give the columns and the add/edit dialog.
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle, cn, Pager, Spinner, type PageSlice } from '@dop/ui';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import type { AccountEditDialogProps } from './account-dialog';
import type { AccountEditor } from './use-account-editor';
import { RoleButton } from '@dop/mf-kit';

interface NamedAccount {
  id: string;
  name: string;
  isActive: boolean;
}

export interface AccountsCardProps<Account extends NamedAccount, Body> {
  title: string;
  /** Accessible name of the list; its pager is "<listLabel> pages". */
  listLabel: string;
  accounts: UseQueryResult<Account[]>;
  view: PageSlice<Account>;
  onPage: (page: number) => void;
  editor: AccountEditor<Account, Body>;
  /** The columns between the name and the Inactive badge. */
  details: (account: Account) => ReactNode;
  /** Rows to draw attention to (marked data-full and tinted red). */
  highlight?: (account: Account) => boolean;
  /** Header controls shown before Add Account. */
  actions?: ReactNode;
  /** The provider's add/edit dialog, given what `editor` knows. */
  renderDialog: (dialog: AccountEditDialogProps<Account, Body>) => ReactNode;
  deleteTitle: string;
  deleteText: (name: string) => string;
  /** Issue 25: the accounts route ('/api/accounts/powerdns'); add, edit and delete need its roles. */
  routeBase: string;
  /** The full secrets of an account, for the dialog's Reveal (admins). */
  reveal?: (account: Account) => Promise<Partial<Body>>;
}

export function AccountsCard<Account extends NamedAccount, Body>(props: AccountsCardProps<Account, Body>) {
  const { accounts, editor } = props;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{props.title}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          {props.actions}
          <RoleButton route={`POST ${props.routeBase}`} size="sm" onClick={() => editor.setEditing(null)}>
            Add Account
          </RoleButton>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        {accounts.isPending && <Spinner />}
        {accounts.isError && (
          <p role="alert" className="text-sm text-destructive">
            {accounts.error.message}
          </p>
        )}
        {accounts.data?.length === 0 && <p className="text-sm text-muted-foreground">No accounts yet</p>}
        <ul aria-label={props.listLabel} className="divide-y">
          {props.view.rows.map((a) => {
            const highlighted = props.highlight?.(a);
            return (
              <li
                key={a.id}
                data-full={highlighted}
                className={cn('flex flex-wrap items-center gap-3 py-2 text-sm', highlighted && 'bg-red-50 dark:bg-red-950')}
              >
                <span className="font-medium">{a.name}</span>
                {props.details(a)}
                {!a.isActive && <span className="rounded bg-muted px-1.5 text-xs">Inactive</span>}
                <span className="ml-auto flex gap-2">
                  <RoleButton
                    route={`PUT ${props.routeBase}/:id`}
                    variant="outline"
                    size="sm"
                    onClick={() => editor.setEditing(a)}
                    aria-label={`Edit ${a.name}`}
                  >
                    Edit
                  </RoleButton>
                  <RoleButton
                    route={`DELETE ${props.routeBase}/:id`}
                    variant="destructive"
                    size="sm"
                    onClick={() => editor.setDeleting(a)}
                    aria-label={`Delete ${a.name}`}
                  >
                    Delete
                  </RoleButton>
                </span>
              </li>
            );
          })}
        </ul>
        <Pager label={`${props.listLabel} pages`} page={props.view.page} totalPages={props.view.totalPages} onPage={props.onPage} />
      </CardContent>
      {props.renderDialog({
        open: editor.editing !== undefined,
        account: editor.editing ?? null,
        saving: editor.saving,
        onSave: editor.save,
        onClose: () => editor.setEditing(undefined),
        reveal: props.reveal,
        revealRoute: `POST ${props.routeBase}/:id/reveal`,
      })}
      <ConfirmDialog
        open={editor.deleting !== null}
        title={props.deleteTitle}
        text={props.deleteText(editor.deleting?.name ?? '')}
        confirm="Delete"
        onConfirm={() => editor.deleting && editor.remove(editor.deleting)}
        onCancel={() => editor.setDeleting(null)}
      />
    </Card>
  );
}
