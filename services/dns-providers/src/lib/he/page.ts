// One parsed dns.he.net page. cheerio with its default parse5 parser builds the tree a browser would,
// so attribute order, quoting, letter case, omitted end tags and character references (named,
// decimal, hex, and out-of-range ones such as `&#99999999;`, which become U+FFFD) are the parser's
// business, not ours.
import { load, type CheerioAPI } from 'cheerio';

export type HePage = CheerioAPI;

/** A page, or its HTML (parsed here): callers that read several things parse once and pass the page. */
export type PageInput = string | HePage;

export const readPage = (input: PageInput): HePage => (typeof input === 'string' ? load(input) : input);

/** The text of a selection with runs of whitespace (newlines, tabs, &nbsp;) as one space, trimmed. */
export const textOf = (selection: { text(): string }): string => selection.text().replace(/\s+/g, ' ').trim();
