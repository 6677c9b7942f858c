// What a dns.he.net answer page says about the session and the last post (providers/he-dns.md): the
// logged-in markers, the token form of two-factor accounts, and the #dns_err / #dns_status banners.
import { readPage, textOf, type PageInput } from './page';

/** Logged in: the logout element or the zone table is on the page (either one; the site has shown both). */
export function isLoggedIn(input: PageInput): boolean {
  const $ = readPage(input);
  return $('#_tlogout').length > 0 || $('#domains_table').length > 0;
}

/** The two-factor token form (field `tfacode`) that follows a correct password on a 2FA account. */
export function asksForToken(input: PageInput): boolean {
  return readPage(input)('input[name="tfacode"]').length > 0;
}

function bannerText(input: PageInput, id: string): string | null {
  const $ = readPage(input);
  const banner = $(`#${id}`).first();
  if (banner.length === 0) return null;
  // An empty banner carries no message: the same as none.
  return textOf(banner) || null;
}

/** Text of `<div id="dns_err">`, or null. */
export const errorText = (input: PageInput) => bannerText(input, 'dns_err');

/** Text of the success banner `<div id="dns_status">`, or null. */
export const statusText = (input: PageInput) => bannerText(input, 'dns_status');
