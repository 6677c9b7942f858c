// Add/edit dialog of an HE account (spec 2 §3, §7): name, email (login), password, proxy server with
// its credentials, active. On edit the secrets arrive as previews; sent back unchanged they are kept.
import type { HeAccount, HeAccountBody } from '@dop/contracts/dns-providers';
import { Button, Dialog, DialogContent, DialogFooter, DialogTitle, Input, Label, Switch } from '@dop/ui';
import { useEffect, useState } from 'react';

const EMPTY: HeAccountBody = { name: '', email: '', password: '', proxyServer: '', proxyUsername: '', proxyPassword: '', isActive: true };

const FIELDS: Array<[keyof HeAccountBody, string, string]> = [
  ['name', 'Name', 'text'],
  ['email', 'Email', 'text'],
  ['password', 'Password', 'password'],
  ['proxyServer', 'Proxy Server', 'text'],
  ['proxyUsername', 'Proxy Username', 'text'],
  ['proxyPassword', 'Proxy Password', 'password'],
];

export function HeAccountDialog(props: {
  open: boolean;
  account: HeAccount | null;
  saving: boolean;
  onSave: (body: HeAccountBody) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<HeAccountBody>(EMPTY);
  useEffect(() => {
    if (!props.open) return;
    const a = props.account;
    setForm(
      a
        ? {
            name: a.name,
            email: a.email,
            password: a.password,
            proxyServer: a.proxyServer ?? '',
            proxyUsername: a.proxyUsername ?? '',
            proxyPassword: a.proxyPassword ?? '',
            isActive: a.isActive,
          }
        : EMPTY,
    );
  }, [props.open, props.account]);
  const set = (k: keyof HeAccountBody, v: string | boolean) => setForm((f) => ({ ...f, [k]: v }));

  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{props.account ? 'Edit Account' : 'Add Account'}</DialogTitle>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            props.onSave(form);
          }}
        >
          {FIELDS.map(([key, label, type]) => (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`he-account-${key}`}>{label}</Label>
              <Input
                id={`he-account-${key}`}
                type={type}
                value={String(form[key] ?? '')}
                onChange={(e) => set(key, e.target.value)}
                autoComplete="off"
              />
            </div>
          ))}
          <div className="flex items-center gap-2">
            <Switch id="he-account-active" checked={form.isActive} onCheckedChange={(v) => set('isActive', v)} />
            <Label htmlFor="he-account-active">Active</Label>
          </div>
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
