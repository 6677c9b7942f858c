// Add/edit dialog of a DiorHost account (spec 2 §2.11, §3): name, e-mail (the panel login), password,
// API endpoint (blank = the provider's billing URL) and Active. On edit a blank password keeps the
// stored one. The body carries the user's id as the spec's calls do.
import { DIORHOST_DEFAULT_ENDPOINT, type DiorhostAccount } from '@dop/contracts/hosting';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  SwitchField,
} from '@dop/ui';
import { useState } from 'react';
import { useSaveAccount } from '../hooks/use-accounts';
import { useRevealPassword } from '../hooks/use-reveal-password';

export function AccountDialog({ shell, account, onClose }: { shell: ShellApi; account: DiorhostAccount | null; onClose: () => void }) {
  const [form, setForm] = useState({
    name: account?.name ?? '',
    email: account?.email ?? '',
    password: '',
    apiEndpoint: account?.apiEndpoint ?? '',
    isActive: account?.isActive ?? true,
  });
  const save = useSaveAccount(shell.toasts, onClose);
  const reveal = useRevealPassword(account, (password) => setForm((f) => ({ ...f, password })));
  const ready = form.name.trim() !== '' && form.email.trim() !== '' && (account !== null || form.password !== '');
  const submit = () => {
    const body = {
      ...form,
      name: form.name.trim(),
      email: form.email.trim(),
      apiEndpoint: form.apiEndpoint.trim(),
      userId: shell.user?.id ?? null,
    };
    save.mutate({ id: account?.id ?? null, body });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{account ? 'Edit DiorHost account' : 'Add DiorHost account'}</DialogTitle>
          <DialogDescription>The e-mail and password of the DiorHost billing panel.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) submit();
          }}
        >
          <Label htmlFor="diorhost-name">Name</Label>
          <Input id="diorhost-name" value={form.name} maxLength={100} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Label htmlFor="diorhost-email">Email</Label>
          <Input id="diorhost-email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          <Label htmlFor="diorhost-password">Password</Label>
          <Input
            id="diorhost-password"
            type={reveal.revealed ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={account ? `${account.password} (blank keeps it)` : ''}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
          {account && (
            <div className="flex items-center gap-2">
              <RoleButton
                route="POST /api/accounts/diorhost/:id/reveal"
                type="button"
                size="sm"
                variant="outline"
                disabled={reveal.busy}
                onClick={reveal.run}
              >
                {reveal.busy ? 'Revealing...' : 'Reveal'}
              </RoleButton>
              {reveal.error && (
                <span role="alert" className="text-sm text-destructive">
                  {reveal.error}
                </span>
              )}
            </div>
          )}
          <Label htmlFor="diorhost-endpoint">API endpoint</Label>
          <Input
            id="diorhost-endpoint"
            placeholder={DIORHOST_DEFAULT_ENDPOINT}
            value={form.apiEndpoint}
            onChange={(e) => setForm({ ...form, apiEndpoint: e.target.value })}
          />
          <SwitchField
            id="diorhost-active"
            label="Active"
            checked={form.isActive}
            onCheckedChange={(v) => setForm({ ...form, isActive: v })}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
