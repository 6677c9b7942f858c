// Collations: MongoDB uses ICU; Intl.Collator (full ICU in Node) gives the same order for the common
// settings (locale, strength, caseLevel, numericOrdering). 'simple' means binary comparison.
import type { Document } from 'bson';
import { toNumber } from './bson-types';

const cache = new Map<string, (a: string, b: string) => number>();

export function collatorFor(collation: Document): ((a: string, b: string) => number) | undefined {
  const locale = collation.locale;
  if (typeof locale !== 'string' || locale === 'simple') return undefined;
  const strength = collation.strength === undefined ? 3 : toNumber(collation.strength);
  const key = `${locale}|${strength}|${collation.caseLevel}|${collation.numericOrdering}|${collation.caseFirst}|${collation.alternate}`;
  let cmp = cache.get(key);
  if (!cmp) {
    const sensitivity = strength <= 1 ? (collation.caseLevel ? 'case' : 'base') : strength === 2 ? 'accent' : 'variant';
    const caseFirst = collation.caseFirst === 'upper' || collation.caseFirst === 'lower' ? collation.caseFirst : 'false';
    let collator: Intl.Collator;
    try {
      collator = new Intl.Collator(locale.replace('_', '-'), {
        sensitivity,
        numeric: !!collation.numericOrdering,
        caseFirst,
        // alternate 'shifted' makes spaces and punctuation ignorable, as ICU's option does.
        ignorePunctuation: collation.alternate === 'shifted',
        usage: 'sort',
      });
    } catch {
      collator = new Intl.Collator('en', { sensitivity, usage: 'sort' });
    }
    cmp = collator.compare.bind(collator);
    cache.set(key, cmp);
  }
  return cmp;
}
