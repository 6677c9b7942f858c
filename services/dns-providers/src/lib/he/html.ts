// Reading dns.he.net pages (providers/he-dns.md), one concern per file: markers.ts (login, token form,
// banners), zone-list.ts (zone ids, account value), record-rows.ts (a zone's records), all on page.ts.
export { readPage, type HePage, type PageInput } from './page';
export { asksForToken, errorText, isLoggedIn, statusText } from './markers';
export { accountHash, zoneIds } from './zone-list';
export { recordRows, type HeRecordRow } from './record-rows';
