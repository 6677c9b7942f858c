// Writes tags and text in the spelling the active markup variants ask for. All quoting, attribute
// order, letter case, spacing, end tags and character references of the simulator's pages are decided
// here, so a page template states only what is on the page.
import type { HeMarkupVariant } from './markup';

export type Attrs = Array<[name: string, value: string | number]>;

const VOID = new Set(['img', 'input', 'br', 'meta']);
/** End tags HTML lets a page leave out (the parser closes them by context). */
const OPTIONAL_END = new Set(['td', 'tr', 'th']);
/** Characters an unquoted attribute value may not hold. */
const NEEDS_QUOTES = /[\s"'=<>`&]|^$/;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Letters stay; every other character becomes a reference, cycling named, decimal and hex forms. */
function asReferences(s: string): string {
  const named: Record<string, string> = {
    '.': '&period;',
    '&': '&amp;',
    '"': '&quot;',
    "'": '&apos;',
    ':': '&colon;',
    '=': '&equals;',
    '?': '&quest;',
    '/': '&sol;',
    _: '&lowbar;',
  };
  let n = 0;
  return [...s]
    .map((ch) => {
      if (/[a-z0-9]/i.test(ch)) return ch;
      const cp = ch.codePointAt(0)!;
      n += 1;
      if (n % 3 === 1 && named[ch]) return named[ch];
      return n % 3 === 2 ? `&#${cp};` : `&#x${cp.toString(16).toUpperCase()};`;
    })
    .join('');
}

export class HtmlWriter {
  private readonly on: ReadonlySet<HeMarkupVariant>;

  constructor(variants: Iterable<HeMarkupVariant>) {
    this.on = new Set(variants);
  }

  has(variant: HeMarkupVariant): boolean {
    return this.on.has(variant);
  }

  /** Text content, escaped, or as character references in the entities variant. */
  text(s: string): string {
    return this.has('entities') ? asReferences(s) : escape(s);
  }

  /** The class attribute value: with `extra` tokens around `base` in the extra-classes variant. */
  classes(base: string, index = 0): string {
    if (!this.has('extra-classes')) return base;
    return index % 2 === 0 ? `${base} odd` : `even ${base}`;
  }

  private name(n: string): string {
    return this.has('uppercase') ? n.toUpperCase() : n;
  }

  private value(v: string): string {
    if (this.has('entities')) return `"${asReferences(v)}"`;
    const text = escape(v);
    if (this.has('unquoted') && !NEEDS_QUOTES.test(v)) return text;
    if (this.has('single-quotes')) return `'${text.replace(/'/g, '&#39;')}'`;
    return `"${text.replace(/"/g, '&quot;')}"`;
  }

  open(tag: string, attrs: Attrs = []): string {
    const list = this.has('reordered-attributes') ? [...attrs].reverse() : attrs;
    const sep = this.has('whitespace') ? '\n\t  ' : ' ';
    const eq = this.has('whitespace') ? ' = ' : '=';
    const written = list.map(([n, v]) => `${sep}${this.name(n)}${eq}${this.value(String(v))}`).join('');
    return `<${this.name(tag)}${written}${this.has('whitespace') ? '\n' : ''}>`;
  }

  close(tag: string): string {
    return this.has('omitted-end-tags') && OPTIONAL_END.has(tag) ? '' : `</${this.name(tag)}>`;
  }

  /** An element with already-written inner HTML; void elements get no end tag. */
  el(tag: string, attrs: Attrs = [], inner = ''): string {
    if (VOID.has(tag)) return this.open(tag, attrs);
    const body = this.has('whitespace') && inner ? `\n\t\t${inner}\n\t` : inner;
    return `${this.open(tag, attrs)}${body}${this.close(tag)}`;
  }
}
