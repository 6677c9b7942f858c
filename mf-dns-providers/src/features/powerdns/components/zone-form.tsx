// PowerDNS zone form (spec 2 §2.10, §5): domains, account, glue IP, proxy IPs (the Nova IP in Nova
// Deploy mode), backend server IP (not sent in Nova mode).
import type { PdnsAccount, PdnsUpdateBody } from '@dop/contracts/dns-providers';
import { Card, CardContent, CardHeader, CardTitle, Input, Label, LinesField, Spinner, SwitchField } from '@dop/ui';
import { useState, type ReactNode } from 'react';
import { buildZoneUpdate, ZONE_FORM_EMPTY, type ZoneFormValues } from '../lib/zone-form';
import { RoleButton } from '@dop/mf-kit';

export function ZoneForm(props: {
  accounts: PdnsAccount[];
  running: boolean;
  onSubmit: (body: PdnsUpdateBody) => void;
  onInvalid: (message: string) => void;
  /** Issue 30: the dry-run box and the single admin's confirm, above the button. */
  controls?: ReactNode;
  /** False while a confirm asked for is not typed yet. */
  canSubmit?: boolean;
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
        <LinesField id="pdns-domains" value={v.domains} onValueChange={(text) => set('domains', text)} />
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
        <LinesField id="pdns-proxies" label={proxyLabel} value={v.proxyIps} onValueChange={(text) => set('proxyIps', text)} />
        {!v.isNovaDeploy && (
          <div className="grid gap-1">
            <Label htmlFor="pdns-backend">Backend Server IP</Label>
            <Input id="pdns-backend" value={v.backendServerIp} onChange={(e) => set('backendServerIp', e.target.value)} />
          </div>
        )}
        {props.controls}
        <div className="flex items-center gap-3">
          <RoleButton route="POST /api/powerdns/update" onClick={submit} disabled={props.running || props.canSubmit === false}>
            Update PowerDNS
          </RoleButton>
          {props.running && <Spinner />}
        </div>
      </CardContent>
    </Card>
  );
}
