// The domains ticked for bulk actions (issue 31), kept by id with the row itself, so a selection can
// span pages and the dialogs still know the names of domains no longer on screen.
import type { DomainDto } from '@dop/contracts/domains';
import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  count: number;
  domains: DomainDto[];
  has: (id: string) => boolean;
  set: (d: DomainDto, on: boolean) => void;
  setAll: (ds: DomainDto[], on: boolean) => void;
  clear: () => void;
}

export function useSelection(): Selection {
  const [picked, setPicked] = useState<ReadonlyMap<string, DomainDto>>(new Map());
  const change = useCallback((ds: DomainDto[], on: boolean) => {
    setPicked((prev) => {
      const next = new Map(prev);
      for (const d of ds) {
        if (on) next.set(d.id, d);
        else next.delete(d.id);
      }
      return next;
    });
  }, []);
  return useMemo(
    () => ({
      count: picked.size,
      domains: [...picked.values()],
      has: (id: string) => picked.has(id),
      set: (d: DomainDto, on: boolean) => change([d], on),
      setAll: change,
      clear: () => setPicked(new Map()),
    }),
    [picked, change],
  );
}
