// The ways the simulator can write its pages. dns.he.net has no API and its HTML can change; automation
// must read what a browser reads, so tests switch these on (the `markup` option, HE_SIM_MARKUP as a
// comma list, or POST /__sim/he/markup) and check the service still works. Page variants are the ones
// providers/he-dns.md describes; the rest are HTML spellings a browser treats as the same page.
export const HE_MARKUP_VARIANTS = {
  'reordered-attributes': 'every tag writes its attributes in reverse order: <tr id=… class=…>',
  'extra-classes': 'rows carry more class tokens: class="dns_tr odd", class="even dns_tr_dynamic"',
  'single-quotes': "attribute values in single quotes: <tr class='dns_tr' id='5'>",
  unquoted: 'attribute values without quotes where HTML allows it: <tr class=dns_tr id=5>',
  whitespace: 'newlines and tabs between attributes, spaces around =, text padded with newlines',
  uppercase: 'tag and attribute names in capitals: <TR CLASS="dns_tr" ID="5">',
  'omitted-end-tags': 'no </td>, </tr>, </th> (optional in HTML)',
  entities: 'names, contents and messages as character references; an out-of-range &#99999999; in banners and rows',
  'no-logout-link': 'logged-in pages without #_tlogout: only #domains_table marks the login',
  'edit-icons-only': 'the zone table has edit icons only (zone id in onclick)',
  'delete-icons-only': 'the zone table has delete icons only (zone id in value)',
  'content-as-text': 'record data cells without the data attribute: the value is the text',
  'cut-content': 'record data cells show the first 8 characters and "..."; the whole value is in data',
} as const;

export type HeMarkupVariant = keyof typeof HE_MARKUP_VARIANTS;

export const isMarkupVariant = (name: string): name is HeMarkupVariant => Object.hasOwn(HE_MARKUP_VARIANTS, name);

/** Variant names from a comma list or an array; an unknown name is an error, not silently the default. */
export function parseMarkup(value: string | readonly string[] | undefined): HeMarkupVariant[] {
  const names = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !isMarkupVariant(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown HE simulator markup ${unknown.join(', ')}; known: ${Object.keys(HE_MARKUP_VARIANTS).join(', ')}`);
  }
  return names as HeMarkupVariant[];
}
