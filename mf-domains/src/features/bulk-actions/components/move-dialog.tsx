// "Move to CloudFlare" for the selected domains (issue 31): the IP and an account, picked from the
// stored ones (the request carries only its id) or typed; the checks are the spec's (spec 2 §5).
import { useMutation, useQuery } from '@tanstack/react-query';
import { MSG } from '@dop/contracts/cloudflare';
import type { ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label } from '@dop/ui';
import { useState, type FormEvent } from 'react';
import { useJobStore } from '../../add-domains/stores/job-store';
import { fetchStoredAccounts, moveToCloudflare, storedAccountsKey } from '../api/cloudflare-move';

const TYPED = '__typed__';

export function MoveDialog({ shell, domains, onClose }: { shell: ShellApi; domains: string[]; onClose: () => void }) {
  const accounts = useQuery({ queryKey: storedAccountsKey, queryFn: ({ signal }) => fetchStoredAccounts(signal) });
  const stored = accounts.data?.accounts ?? [];
  const [ip, setIp] = useState('');
  const [picked, setPicked] = useState('');
  const [email, setEmail] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const follow = useJobStore((s) => s.setJobId);
  const choice = picked || (stored[0]?.id ?? TYPED);
  const move = useMutation({
    mutationFn: moveToCloudflare,
    onSuccess: (r) => {
      if (r.jobId) follow(r.jobId);
      shell.toasts.show({ title: 'Move to CloudFlare started', description: r.message });
      onClose();
    },
    onError: (err: Error) => setProblem(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ip.trim()) return setProblem(MSG.ipMissing);
    if (choice === TYPED && (!email.trim() || !apiKey.trim())) return setProblem(MSG.single);
    setProblem(null);
    const account = choice === TYPED ? { email: email.trim(), apiKey: apiKey.trim() } : { accountId: choice };
    move.mutate({ domains, ipAddress: ip, account, showAllOperations: shell.showAllOperations });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move Domains to CloudFlare</DialogTitle>
          <DialogDescription>{`${domains.length} selected domain(s) move to one CloudFlare account.`}</DialogDescription>
        </DialogHeader>
        <form id="bulk-move-form" className="space-y-3" onSubmit={submit} noValidate>
          <div className="space-y-1">
            <Label htmlFor="move-ip">IP address</Label>
            <Input id="move-ip" placeholder="e.g. 203.0.113.10" value={ip} onChange={(e) => setIp(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="move-account">CloudFlare account</Label>
            <select
              id="move-account"
              className="block h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
              value={choice}
              onChange={(e) => setPicked(e.target.value)}
            >
              {stored.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.email}
                </option>
              ))}
              <option value={TYPED}>Enter e-mail and API key…</option>
            </select>
          </div>
          {choice === TYPED && (
            <>
              <div className="space-y-1">
                <Label htmlFor="move-email">CloudFlare email</Label>
                <Input
                  id="move-email"
                  type="email"
                  placeholder="e.g. ops@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor="move-key">CloudFlare API key</Label>
                <Input id="move-key" type="password" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
              </div>
            </>
          )}
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="bulk-move-form" disabled={move.isPending}>
            {move.isPending ? 'Moving...' : 'Move'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
