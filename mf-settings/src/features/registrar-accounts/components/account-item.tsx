import { useState, type FormEvent } from 'react';
import { Button, PencilIcon, TrashIcon } from '@dop/ui';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import type { AccountField, AccountView } from '@dop/contracts/registrars';
import { getAccount } from '../api/accounts-api';
import { useDeleteAccount, useUpdateAccount } from '../hooks/use-account-mutations';
import { accountHeading, toFormData } from '../lib/account-display';
import { focusFirstMissing } from '../lib/focus-field';
import { missingFields, trimmed } from '../lib/validate';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';
import { AccountActiveSwitch } from './account-active-switch';
import { AccountFields } from './account-fields';
import { AccountReadOnly } from './account-read-only';
import { DeleteAccountDialog } from './delete-account-dialog';
import { RevealSecretsButton } from './reveal-secrets-button';

/** One saved account: heading, edit/delete icons, and its values or the inline edit (spec 1 §2, §4). */
export function AccountItem({ account, toasts }: { account: AccountView; toasts: ShellApi['toasts'] }) {
  const { registrar, id } = account;
  const editing = useCredentialsPanelStore((s) => (s.editing?.registrar === registrar && s.editing.id === id ? s.editing : null));
  const { startEdit, setEditField, cancelEdit } = useCredentialsPanelStore.getState();
  const [invalid, setInvalid] = useState<ReadonlySet<AccountField>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);
  const update = useUpdateAccount(registrar, toasts);
  const remove = useDeleteAccount(registrar, toasts);
  const heading = accountHeading(account);
  const headingId = `account-${registrar}-${id}`;
  const formKey = `edit-${registrar}-${id}`;

  const onEdit = async () => {
    setLoading(true);
    setInvalid(new Set());
    // Secrets arrive as previews (issue 25); one sent back unchanged, or empty, keeps the stored
    // secret. An admin's Reveal fills in the full values.
    const full = await getAccount(registrar, id).catch(() => account);
    setLoading(false);
    startEdit({ registrar, id, data: toFormData(full) });
  };

  const onSave = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!editing) return;
    const missing = missingFields(registrar, editing.data);
    setInvalid(new Set(missing));
    if (missing.length > 0) return focusFirstMissing(formKey, missing);
    update.mutate({ id, data: trimmed(editing.data) });
  };

  const cancelLabel = registrar === 'gandi' ? '✗ Cancel' : '✕ Cancel';

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-md border border-border p-4">
      <form noValidate onSubmit={onSave} className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {heading}
          </h3>
          {editing ? (
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={update.isPending}>
                ✓ Save
              </Button>
              <RevealSecretsButton registrar={registrar} id={id} onRevealed={(values) => values.forEach(([f, v]) => setEditField(f, v))} />
              <Button variant="outline" size="sm" onClick={cancelEdit}>
                {cancelLabel}
              </Button>
            </div>
          ) : (
            <div className="flex items-center gap-1">
              <AccountActiveSwitch account={account} toasts={toasts} />
              <RoleButton
                route="PUT /api/accounts/:registrar/:id"
                variant="ghost"
                size="icon"
                aria-label={`Edit ${heading}`}
                disabled={loading}
                onClick={() => void onEdit()}
              >
                <PencilIcon aria-hidden="true" size={16} />
              </RoleButton>
              <RoleButton
                route="DELETE /api/accounts/:registrar/:id"
                variant="ghost"
                size="icon"
                aria-label={`Delete ${heading}`}
                onClick={() => setConfirming(true)}
              >
                <TrashIcon aria-hidden="true" size={16} />
              </RoleButton>
            </div>
          )}
        </div>
        {editing ? (
          <AccountFields
            registrar={registrar}
            data={editing.data}
            onChange={setEditField}
            formKey={formKey}
            invalid={invalid}
            contactsOpen
          />
        ) : (
          <AccountReadOnly account={account} />
        )}
      </form>
      <DeleteAccountDialog
        registrar={registrar}
        heading={heading}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => remove.mutate(id)}
      />
    </article>
  );
}
