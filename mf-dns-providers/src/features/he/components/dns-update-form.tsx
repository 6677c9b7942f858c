// HE DNS Update form (spec 2 §2.9, §5): domains one per line, IP, TTL select, active-account select;
// 'Please fill in all required fields' when one is missing.
import { HE_TTLS, type HeAccount, type HeUpdateBody } from '@dop/contracts/dns-providers';
import { Card, CardContent, CardHeader, CardTitle, Input, Label, LinesField, Spinner } from '@dop/ui';
import { useState, type ReactNode } from 'react';
import { lines } from '../../../shared/text';
import { RoleButton } from '@dop/mf-kit';

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
const field = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

export function DnsUpdateForm(props: {
  accounts: HeAccount[];
  running: boolean;
  onSubmit: (body: HeUpdateBody) => void;
  onInvalid: (message: string) => void;
  /** Issue 30: the dry-run box and the single admin's confirm, above the button. */
  controls?: ReactNode;
  /** False while a confirm asked for is not typed yet. */
  canSubmit?: boolean;
}) {
  const [domains, setDomains] = useState('');
  const [ip, setIp] = useState('');
  const [ttl, setTtl] = useState<number>(3600);
  const [accountId, setAccountId] = useState('');
  const active = props.accounts.filter((a) => a.isActive);

  const submit = () => {
    const list = lines(domains);
    if (list.length === 0 || !ip.trim() || !accountId) return props.onInvalid(REQUIRED_MESSAGE);
    props.onSubmit({ domains: list, ipAddress: ip.trim(), ttl: ttl as HeUpdateBody['ttl'], accountId });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>DNS Update</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <LinesField id="he-domains" value={domains} onValueChange={setDomains} />
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor="he-ip">IP Address</Label>
            <Input id="he-ip" value={ip} onChange={(e) => setIp(e.target.value)} placeholder="e.g. 192.0.2.10" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="he-ttl">TTL</Label>
            <select id="he-ttl" className={field} value={ttl} onChange={(e) => setTtl(Number(e.target.value))}>
              {HE_TTLS.map((t) => (
                <option key={t} value={t}>
                  {t} seconds
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="he-account">Account</Label>
            <select id="he-account" className={field} value={accountId} onChange={(e) => setAccountId(e.target.value)}>
              <option value="">Select an account</option>
              {active.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </div>
        </div>
        {props.controls}
        <div className="flex items-center gap-3">
          <RoleButton
            route="POST /api/hurricane-electric/update-dns"
            onClick={submit}
            disabled={props.running || props.canSubmit === false}
          >
            Update DNS
          </RoleButton>
          {props.running && <Spinner />}
        </div>
      </CardContent>
    </Card>
  );
}
