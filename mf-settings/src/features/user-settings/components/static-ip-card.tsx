import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Spinner, SwitchField } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { useSettings, useUpdateIp } from '../hooks/use-settings';

/** Spec 1 §3/§4 Settings: a static IP used as the DNS dialog's default when switched on. */
export function StaticIpCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const settings = useSettings();
  const update = useUpdateIp(toasts);
  const [useStaticIp, setUseStaticIp] = useState(false);
  const [staticIp, setStaticIp] = useState('');

  // The form follows the stored settings whenever they (re)load.
  useEffect(() => {
    if (!settings.data) return;
    setUseStaticIp(settings.data.useStaticIp);
    setStaticIp(settings.data.staticIp ?? '');
  }, [settings.data]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    update.mutate({ useStaticIp, staticIp: staticIp.trim() });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>IP Settings</CardTitle>
        <CardDescription>
          Current IP: <span className="font-mono">{settings.data?.currentIp ?? 'unknown'}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner />
        ) : (
          <form onSubmit={onSubmit} className="space-y-3">
            <SwitchField id="use-static-ip" label="Use static IP" checked={useStaticIp} onCheckedChange={setUseStaticIp} />
            <div className="space-y-1">
              <Label htmlFor="static-ip">Static IP</Label>
              <Input
                id="static-ip"
                inputMode="decimal"
                value={staticIp}
                placeholder="203.0.113.10"
                onChange={(e) => setStaticIp(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={update.isPending}>
              Save IP Settings
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
