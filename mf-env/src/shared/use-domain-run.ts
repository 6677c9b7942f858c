// Both tabs run one call per domain, one after another, and show "done / total" while they do.
import { useState } from 'react';

export interface DomainProgress {
  done: number;
  total: number;
}

export function useDomainRun() {
  const [progress, setProgress] = useState<DomainProgress | null>(null);

  /** Runs `step` for each domain in order; `step` handles its own failures. */
  async function forEachDomain(domains: string[], step: (domain: string) => Promise<void>) {
    setProgress({ done: 0, total: domains.length });
    for (const [i, domain] of domains.entries()) {
      await step(domain);
      setProgress({ done: i + 1, total: domains.length });
    }
    setProgress(null);
  }

  return { forEachDomain, progress };
}
