// Update CloudFlare for one domain (spec 2 §2.5): tabs 'A записи' (IP, required) and 'SSL режим'.
// Issue 30: each tab previews, as the user edits, what saving changes at Cloudflare (read when the
// dialog opens); a save over the team's threshold with a single admin asks for the domain count.
import type { ShellApi } from '@dop/mf-kit';
import {
  Button,
  ConfirmDomainsField,
  confirmDomainsOf,
  confirmMatches,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@dop/ui';
import { useState } from 'react';
import { serverMessage } from '../api/cloudflare-api';
import { useCurrentZones } from '../hooks/use-current-zones';
import { useUpdateRecords } from '../hooks/use-update-records';
import { validateIp } from '../lib/forms';
import { ZonePreview } from './zone-preview';

export interface UpdateDialogProps {
  shell: ShellApi;
  domain: { name: string; ipAddress: string | null; sslMode: 'flexible' | 'full' };
  onOpenChange: (o: boolean) => void;
}

export function UpdateDialog({ shell, domain, onOpenChange }: UpdateDialogProps) {
  const [ip, setIp] = useState(domain.ipAddress ?? '');
  const [ssl, setSsl] = useState(domain.sslMode);
  const [typed, setTyped] = useState('');
  const domains = [domain.name];
  const close = () => onOpenChange(false);
  const current = useCurrentZones(domains);
  const aRecords = useUpdateRecords(shell, 'a', close);
  const sslMode = useUpdateRecords(shell, 'ssl', close);
  const askA = confirmDomainsOf(aRecords.error);
  const askSsl = confirmDomainsOf(sslMode.error);
  const confirm = (n: number | null) => (n === null ? {} : { confirmDomains: n });
  const saveIp = () => {
    const problem = validateIp(ip);
    if (problem) shell.toasts.show({ title: 'Ошибка', description: problem, variant: 'destructive' });
    else aRecords.mutate({ domains, ipAddress: ip.trim(), ...confirm(askA) });
  };
  const confirmField = (id: string, n: number | null, error: Error | null) =>
    n !== null && <ConfirmDomainsField id={id} message={serverMessage(error, '')} count={n} value={typed} onChange={setTyped} />;
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
            <ZonePreview domains={domains} reads={current} input={{ kind: 'a', ip }} />
            {confirmField('cf-confirm-a', askA, aRecords.error)}
            <Button disabled={aRecords.isPending || (askA !== null && !confirmMatches(typed, askA))} onClick={saveIp}>
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
            <ZonePreview domains={domains} reads={current} input={{ kind: 'ssl', mode: ssl }} />
            {confirmField('cf-confirm-ssl', askSsl, sslMode.error)}
            <div>
              <Button
                disabled={sslMode.isPending || (askSsl !== null && !confirmMatches(typed, askSsl))}
                onClick={() => sslMode.mutate({ domains, sslMode: ssl, ...confirm(askSsl) })}
              >
                {sslMode.isPending ? 'Сохранение...' : 'Обновить SSL режим'}
              </Button>
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
