// PowerDNS zone form (spec 2 §2.10, §5): domains, account, glue IP, proxy IPs (the Nova IP in Nova
// Deploy mode), backend server IP (not sent in Nova mode).
import type { PdnsAccount, PdnsUpdateBody } from '@dop/contracts/dns-providers';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, Spinner, SwitchField } from '@dop/ui';
import { useState } from 'react';
import { buildZoneUpdate, ZONE_FORM_EMPTY, type ZoneFormValues } from '../lib/zone-form';

const area = 'min-h-24 w-full rounded-md border bg-background p-2 font-mono text-sm';

export function ZoneForm(props: {
  accounts: PdnsAccount[];
  running: boolean;
  onSubmit: (body: PdnsUpdateBody) => void;
  onInvalid: (message: string) => void;
}) {
  const [v, setV] = useState<ZoneFormValues>(ZONE_FORM_EMPTY);
  const set = <K extends keyof ZoneFormValues>(k: K, value: ZoneFormValues[K]) => setV((s) => ({ ...s, [k]: value }));
  const submit = () => {
    const result = buildZoneUpdate(v);
    if (result.ok) props.onSubmit(result.body);
    else props.onInvalid(result.message);
  };
  const proxyLabel = v.isNovaDeploy ? 'Nova IP' : 'Proxy IPs (one per line)';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Zone Management</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="pdns-domains">Domains (one per line)</Label>
        <textarea id="pdns-domains" className={area} value={v.domains} onChange={(e) => set('domains', e.target.value)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="pdns-account">PowerDNS Account</Label>
            <select
              id="pdns-account"
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
              value={v.accountId}
              onChange={(e) => set('accountId', e.target.value)}
            >
              <option value="">Select an account</option>
              {props.accounts
                .filter((a) => a.isActive)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="pdns-glue">Glue IP</Label>
            <Input id="pdns-glue" value={v.glueIp} onChange={(e) => set('glueIp', e.target.value)} />
          </div>
        </div>
        <SwitchField id="pdns-nova" label="Nova Deploy" checked={v.isNovaDeploy} onCheckedChange={(on) => set('isNovaDeploy', on)} />
        <Label htmlFor="pdns-proxies">{proxyLabel}</Label>
        <textarea id="pdns-proxies" className={area} value={v.proxyIps} onChange={(e) => set('proxyIps', e.target.value)} />
        {!v.isNovaDeploy && (
          <div className="grid gap-1">
            <Label htmlFor="pdns-backend">Backend Server IP</Label>
            <Input id="pdns-backend" value={v.backendServerIp} onChange={(e) => set('backendServerIp', e.target.value)} />
          </div>
        )}
        <div className="flex items-center gap-3">
          <Button onClick={submit} disabled={props.running}>
            Update PowerDNS
          </Button>
          {props.running && <Spinner />}
        </div>
      </CardContent>
    </Card>
  );
}
