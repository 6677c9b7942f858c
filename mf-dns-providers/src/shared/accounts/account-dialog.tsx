// The add/edit dialog both DNS providers share (spec 2 §3): one labelled input per text field, an
// Active switch, Cancel and Save. The provider files say which fields there are and what Save does.
import { Button, Dialog, DialogContent, DialogFooter, DialogTitle, Input, Label, SwitchField } from '@dop/ui';
import { useEffect, useState } from 'react';
import { RevealButton, useReveal } from './reveal';

export interface AccountField<Body> {
  key: keyof Body & string;
  label: string;
  type: 'text' | 'password';
}

/** What the card tells the provider's add/edit dialog. */
export interface AccountEditDialogProps<Account, Body> {
  open: boolean;
  /** null when adding a new account. */
  account: Account | null;
  saving: boolean;
  onSave: (body: Body) => void;
  onClose: () => void;
  /**
   * Issue 25: an edited account's secrets arrive as previews; Reveal (admins, through the step-up gate)
   * fills in the full values. Saving an untouched preview keeps the stored secret.
   */
  reveal?: (account: Account) => Promise<Partial<Body>>;
  /** The reveal route as the role table names it, e.g. 'POST /api/accounts/powerdns/:id/reveal'. */
  revealRoute?: string;
}

export interface AccountDialogProps<Account, Body extends { isActive: boolean }> extends AccountEditDialogProps<Account, Body> {
  title: string;
  /** Prefix of the input ids, e.g. "he-account" gives "he-account-name" and "he-account-active". */
  idPrefix: string;
  fields: Array<AccountField<Body>>;
  /** The form of an account being edited, or the empty form for a new one; a module-level function. */
  toForm: (account: Account | null) => Body;
}

export function AccountDialog<Account, Body extends { isActive: boolean }>(props: AccountDialogProps<Account, Body>) {
  const { open, account, toForm } = props;
  const [form, setForm] = useState<Body>(() => toForm(null));
  // Each opening starts from the account as the server sent it (or empty), dropping earlier edits.
  useEffect(() => {
    if (open) setForm(toForm(account));
  }, [open, account, toForm]);
  const set = (key: keyof Body, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const secrets = useReveal(props, (values) => setForm((f) => ({ ...f, ...values })));

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{props.title}</DialogTitle>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            props.onSave(form);
          }}
        >
          {props.fields.map(({ key, label, type }) => (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`${props.idPrefix}-${key}`}>{label}</Label>
              <Input
                id={`${props.idPrefix}-${key}`}
                type={type === 'password' && secrets.revealed ? 'text' : type}
                value={String(form[key] ?? '')}
                onChange={(e) => set(key, e.target.value)}
                autoComplete="off"
              />
            </div>
          ))}
          {account && props.reveal && (
            <RevealButton route={props.revealRoute} busy={secrets.busy} error={secrets.error} onReveal={() => void secrets.run()} />
          )}
          <SwitchField id={`${props.idPrefix}-active`} label="Active" checked={form.isActive} onCheckedChange={(v) => set('isActive', v)} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.saving}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
