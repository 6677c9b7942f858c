// Add/edit dialog of a PowerDNS account (spec 2 §3, §5): name, API key, API URL (all required), active.
import type { PdnsAccount, PdnsAccountBody } from '@dop/contracts/dns-providers';
import { Button, Dialog, DialogContent, DialogFooter, DialogTitle, Input, Label, Switch } from '@dop/ui';
import { useEffect, useState } from 'react';

const EMPTY: PdnsAccountBody = { name: '', apiKey: '', apiUrl: '', isActive: true };
const FIELDS: Array<[keyof Omit<PdnsAccountBody, 'isActive'>, string, string]> = [
  ['name', 'Name', 'text'],
  ['apiKey', 'API Key', 'password'],
  ['apiUrl', 'API URL', 'text'],
];

export function PdnsAccountDialog(props: {
  open: boolean;
  account: PdnsAccount | null;
  saving: boolean;
  onSave: (body: PdnsAccountBody) => void;
  onInvalid: (m: string) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<PdnsAccountBody>(EMPTY);
  useEffect(() => {
    const a = props.account;
    if (props.open) setForm(a ? { name: a.name, apiKey: a.apiKey, apiUrl: a.apiUrl, isActive: a.isActive } : EMPTY);
  }, [props.open, props.account]);

  const submit = () => {
    const missing = FIELDS.filter(([k]) => !form[k].trim()).map(([, label]) => label);
    if (missing.length) return props.onInvalid(`Please fill in: ${missing.join(', ')}`);
    props.onSave({ ...form, name: form.name.trim(), apiKey: form.apiKey.trim(), apiUrl: form.apiUrl.trim() });
  };

  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{props.account ? 'Edit PowerDNS Account' : 'Add PowerDNS Account'}</DialogTitle>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {FIELDS.map(([key, label, type]) => (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`pdns-account-${key}`}>{label}</Label>
              <Input
                id={`pdns-account-${key}`}
                type={type}
                value={form[key]}
                onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
                autoComplete="off"
              />
            </div>
          ))}
          <div className="flex items-center gap-2">
            <Switch id="pdns-account-active" checked={form.isActive} onCheckedChange={(v) => setForm((f) => ({ ...f, isActive: v }))} />
            <Label htmlFor="pdns-account-active">Active</Label>
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
