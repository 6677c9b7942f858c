import { useCallback, useState } from 'react';
import { readResultsPerPage, storeResultsPerPage, validResultsPerPage } from '../lib/results-per-page';

/** Results per page, read from and written to browser storage; anything invalid becomes 10. */
export function useResultsPerPage(): [number, (value: unknown) => void] {
  const [perPage, setPerPage] = useState(readResultsPerPage);
  const update = useCallback((value: unknown) => {
    const next = validResultsPerPage(value);
    storeResultsPerPage(next);
    setPerPage(next);
  }, []);
  return [perPage, update];
}
