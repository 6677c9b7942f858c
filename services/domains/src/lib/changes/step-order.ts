// The order a change set's steps are started in (issue 30): one account after another, round-robin.
// Each registrar account serialises its own calls (NameSilo's one at a time, issue 27's gate), so
// starting steps in list order would fill every slot with one account's waiting calls while the other
// accounts of the set sit idle; interleaved, the slots go to different accounts.
import type { ChangeStepDoc } from '../../models/change-set';

const targetKey = (s: Pick<ChangeStepDoc, 'provider' | 'target'>) =>
  [s.provider, s.target.registrar ?? '', s.target.accountId ?? '', s.target.cloudflareEmail ?? ''].join(':');

/** Indexes of `steps` (those `keep` selects), interleaved across their targets, each target's own order kept. */
export function interleaveByTarget<S extends Pick<ChangeStepDoc, 'provider' | 'target'>>(steps: S[], keep: (s: S) => boolean): number[] {
  const queues = new Map<string, number[]>();
  steps.forEach((s, i) => {
    if (!keep(s)) return;
    const key = targetKey(s);
    queues.set(key, [...(queues.get(key) ?? []), i]);
  });
  const order: number[] = [];
  for (let round = 0; order.length < [...queues.values()].reduce((n, q) => n + q.length, 0); round += 1)
    for (const q of queues.values()) if (round < q.length) order.push(q[round]);
  return order;
}
