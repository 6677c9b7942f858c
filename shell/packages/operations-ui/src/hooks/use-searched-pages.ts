import { useState } from 'react';

/** A search term and a page number, where a new search starts again on page 1 (its page 3 may not exist). */
export function useSearchedPages() {
  const [search, setSearchTerm] = useState('');
  const [page, setPage] = useState(1);
  const setSearch = (term: string) => {
    setSearchTerm(term);
    setPage(1);
  };
  return { search, setSearch, page, setPage };
}
