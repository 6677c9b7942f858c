// 'Редактирование домена' (spec 1 §2): name, registrar, account, 'use CloudFlare' switch; 'Отмена' and
// 'Сохранить' ('Сохранение...'); toasts of spec 1 §8. Issue 30: below the form, the name servers at
// the registrar with their own switch (apart from 'Сохранить'), and the domain's changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, Input, Label, SwitchField } from '@dop/ui';
import { useState } from 'react';
import { domainsKeys, fetchAccounts, patchDomain, type DomainPatch } from '../../domains/api/domains-api';
import { accountLabel, EDIT_REGISTRARS, initialForm, NO_ACCOUNTS, withRegistrar } from '../lib/edit-form';
import { DomainChanges } from './domain-changes';
import { NameserversSection } from './nameservers-section';

const select = 'h-9 w-full rounded-md border border-input bg-background px-3 text-sm disabled:opacity-50';

export function DomainEditDialog({ shell, domain, onClose }: { shell: ShellApi; domain: DomainDto; onClose: () => void }) {
  const qc = useQueryClient();
  const [form, setForm] = useState<DomainPatch>(() => initialForm(domain));
  const accounts = useQuery({
    queryKey: domainsKeys.accounts(form.registrar),
    queryFn: ({ signal }) => fetchAccounts(form.registrar, signal),
  });
  const list = accounts.data ?? [];
  const save = useMutation({
    mutationFn: () => patchDomain(domain.id, form),
    onSuccess: () => {
      shell.toasts.show({ title: 'Домен обновлен', description: 'Данные домена успешно обновлены' });
      void qc.invalidateQueries({ queryKey: domainsKeys.all });
      onClose();
    },
    onError: () =>
      shell.toasts.show({
        title: 'Ошибка',
        description: 'Не удалось обновить домен. Пожалуйста, попробуйте еще раз.',
        variant: 'destructive',
      }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Редактирование домена</DialogTitle>
        </DialogHeader>
        <div className="space-y-3">
          <Label htmlFor="edit-name">Домен</Label>
          <Input id="edit-name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Label htmlFor="edit-registrar">Регистратор</Label>
          <select
            id="edit-registrar"
            className={select}
            value={form.registrar}
            onChange={(e) => setForm(withRegistrar(form, e.target.value))}
          >
            {EDIT_REGISTRARS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <Label htmlFor="edit-account">Аккаунт</Label>
          <select
            id="edit-account"
            className={select}
            disabled={list.length === 0}
            value={String(form.accountId)}
            onChange={(e) => setForm({ ...form, accountId: Number(e.target.value) })}
          >
            <option value="0" disabled>
              {list.length === 0 ? NO_ACCOUNTS : 'Выберите аккаунт'}
            </option>
            {list.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {accountLabel(a)}
              </option>
            ))}
          </select>
          <SwitchField
            id="edit-cf"
            label={`use CloudFlare: ${form.useCloudflare ? 'on' : 'off'}`}
            checked={form.useCloudflare}
            onCheckedChange={(v) => setForm({ ...form, useCloudflare: v })}
          />
        </div>
        <NameserversSection shell={shell} domain={domain} />
        <DomainChanges shell={shell} domain={domain.name} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Отмена
          </Button>
          <RoleButton route="PATCH /api/domains/:id" disabled={save.isPending || list.length === 0} onClick={() => save.mutate()}>
            {save.isPending ? 'Сохранение...' : 'Сохранить'}
          </RoleButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
