// The edit dialog's "Name servers" section (issue 30): the registrar's name servers now (read when the
// dialog opens), a choice of the registrar's own DNS or Cloudflare's, a preview of what the switch
// removes and adds as the user edits, and 'Switch name servers' (POST switch-nameservers, spec 1 §7).
// Separate from the dialog's 'Сохранить': the switch is a change set of its own.
import { AWAITING_APPROVAL } from '@dop/contracts/changes';
import type { DomainDto } from '@dop/contracts/domains';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { ChangeHeldNotice, isChangeNotApplied, Spinner } from '@dop/ui';
import { useState } from 'react';
import { useCurrentNameservers, useSwitchNameservers } from '../hooks/use-nameservers';
import { draftProblem, initialDraft, nameserverDiff, targetNameservers, type NameserverChoice } from '../lib/nameserver-preview';
import { CloudflareInputs } from './cloudflare-inputs';
import { NameserverPreview } from './nameserver-preview';

const CHOICES: { value: NameserverChoice; label: string }[] = [
  { value: 'registrar', label: 'Registrar DNS' },
  { value: 'cloudflare', label: 'Cloudflare' },
];

export function NameserversSection({ shell, domain }: { shell: ShellApi; domain: DomainDto }) {
  const current = useCurrentNameservers(domain.id);
  const switcher = useSwitchNameservers(shell, domain.id);
  const [draft, setDraft] = useState(() => initialDraft(domain.useCloudflare));
  const registrarDns = current.data?.registrarDns ?? [];
  const target = targetNameservers(draft, registrarDns);
  const problem = draftProblem(draft);
  const now = current.data?.nameservers ?? null;
  const diff = now ? nameserverDiff(now, target) : null;
  const unchanged = diff !== null && diff.added.length === 0 && diff.removed.length === 0;
  const held = switcher.data && isChangeNotApplied(switcher.data) ? switcher.data : null;
  return (
    <section aria-labelledby="ns-title" className="space-y-3 border-t pt-3">
      <h3 id="ns-title" className="text-sm font-semibold">
        Name servers
      </h3>
      {current.isPending ? (
        <Spinner />
      ) : current.error ? (
        <p role="alert" className="text-sm text-destructive">
          {current.error.message}
        </p>
      ) : now ? (
        <div className="text-sm">
          <div className="text-xs font-medium text-muted-foreground">At the registrar now</div>
          <ul aria-label="At the registrar now" className="font-mono text-xs">
            {now.map((ns) => (
              <li key={ns}>{ns}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{`Could not read the name servers at the registrar: ${current.data?.reason ?? 'unknown'}`}</p>
      )}
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">Use the name servers of</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="ns-choice"
              value={c.value}
              checked={draft.choice === c.value}
              onChange={() => setDraft({ ...draft, choice: c.value })}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      {draft.choice === 'cloudflare' && (
        <CloudflareInputs values={draft.cloudflare} onChange={(cloudflare) => setDraft({ ...draft, cloudflare })} />
      )}
      {problem ? <p className="text-sm text-muted-foreground">{problem}</p> : <NameserverPreview target={target} diff={diff} />}
      {held && <ChangeHeldNotice change={held} awaiting={AWAITING_APPROVAL} />}
      <RoleButton
        route="POST /api/domains/:id/switch-nameservers"
        variant="outline"
        disabled={switcher.isPending || problem !== null || target.length === 0 || unchanged}
        onClick={() => switcher.mutate({ choice: draft.choice, nameservers: target })}
      >
        {switcher.isPending ? 'Switching...' : 'Switch name servers'}
      </RoleButton>
    </section>
  );
}
