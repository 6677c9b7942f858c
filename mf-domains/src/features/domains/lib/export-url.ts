// The CSV export's address (issue 30): the list's own filters, For Me / For All and the search as the
// list sends them (trimmed, left out when empty), so the file holds what the card shows, every page.
export const DOMAINS_CSV_NAME = 'domains.csv';

export function exportCsvUrl(showAll: boolean, search: string): string {
  const q = new URLSearchParams({ showAll: String(showAll) });
  if (search.trim()) q.set('search', search.trim());
  return `/api/domains/export.csv?${q}`;
}

/** A domain's A records as a BIND zone file, as its DNS host holds them now. */
export const zoneFileUrl = (domainId: string) => `/api/domains/${encodeURIComponent(domainId)}/records/zone`;
export const zoneFileName = (domainName: string) => `${domainName}.zone`;
