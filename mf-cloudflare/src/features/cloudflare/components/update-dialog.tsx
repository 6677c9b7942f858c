// Update CloudFlare for one domain (spec 2 §2.5): tabs 'A записи' (IP, required) and 'SSL режим'.
import type { ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle, Input, Label, Tabs, TabsContent, TabsList, TabsTrigger } from '@dop/ui';
import { useState } from 'react';
import { useUpdateRecords } from '../hooks/use-cloudflare-mutations';
import { validateIp } from '../lib/forms';

export interface UpdateDialogProps {
  shell: ShellApi;
  domain: { name: string; ipAddress: string | null; sslMode: 'flexible' | 'full' };
  onOpenChange: (o: boolean) => void;
}

export function UpdateDialog({ shell, domain, onOpenChange }: UpdateDialogProps) {
  const [ip, setIp] = useState(domain.ipAddress ?? '');
  const [ssl, setSsl] = useState(domain.sslMode);
  const close = () => onOpenChange(false);
  const aRecords = useUpdateRecords(shell, 'a', close);
  const sslMode = useUpdateRecords(shell, 'ssl', close);
  const saveIp = () => {
    const problem = validateIp(ip);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else aRecords.mutate({ domains: [domain.name], ipAddress: ip.trim() });
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Update CloudFlare: {domain.name}</DialogTitle>
        </DialogHeader>
        <Tabs defaultValue="a">
          <TabsList aria-label="Update CloudFlare sections">
            <TabsTrigger value="a">A записи</TabsTrigger>
            <TabsTrigger value="ssl">SSL режим</TabsTrigger>
          </TabsList>
          <TabsContent value="a" className="space-y-3">
            <Label htmlFor="cf-update-ip">IP адрес</Label>
            <Input id="cf-update-ip" value={ip} onChange={(e) => setIp(e.target.value)} />
            <Button disabled={aRecords.isPending} onClick={saveIp}>
              {aRecords.isPending ? 'Сохранение...' : 'Обновить A записи'}
            </Button>
          </TabsContent>
          <TabsContent value="ssl" className="space-y-3">
            <Label htmlFor="cf-update-ssl">SSL режим</Label>
            <select
              id="cf-update-ssl"
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
              value={ssl}
              onChange={(e) => setSsl(e.target.value as 'flexible' | 'full')}
            >
              <option value="flexible">flexible</option>
              <option value="full">full</option>
            </select>
            <div>
              <Button disabled={sslMode.isPending} onClick={() => sslMode.mutate({ domains: [domain.name], sslMode: ssl })}>
                {sslMode.isPending ? 'Сохранение...' : 'Обновить SSL режим'}
              </Button>
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
