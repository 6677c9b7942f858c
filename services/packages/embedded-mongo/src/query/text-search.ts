// $text over a collection's text index, language-neutral: words are runs of letters and digits, folded
// to lower case without diacritics (unless $caseSensitive / $diacriticSensitive); no stemming and no stop
// words, whatever $language says. Scores follow mongod's formula (term frequency with decaying repeats,
// field length, index weights), so relative order matches mongod's for the same words.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { badValue } from './errors';
import { valuesAtPath } from './paths';

/** What the text index says: weighted fields, or every string field (`$**`). */
export interface TextIndexInfo {
  weights: [string, number][];
  wildcard: boolean;
}

interface Search {
  terms: string[];
  negated: string[];
  phrases: string[];
  negatedPhrases: string[];
  fold: (s: string) => string;
}

const WORD = /[\p{L}\p{N}]+/gu;

function folder(caseSensitive: boolean, diacriticSensitive: boolean): (s: string) => string {
  return (s) => {
    let out = caseSensitive ? s : s.toLowerCase();
    if (!diacriticSensitive) out = out.normalize('NFD').replace(/\p{M}/gu, '');
    return out;
  };
}

function words(s: string, fold: (s: string) => string): string[] {
  return fold(s).match(WORD) ?? [];
}

export function parseSearch(spec: unknown): Search {
  if (!isPlainObject(spec) || typeof spec.$search !== 'string') throw badValue('$text requires a $search string');
  for (const k of Object.keys(spec)) {
    if (!['$search', '$language', '$caseSensitive', '$diacriticSensitive'].includes(k)) throw badValue(`extra fields in $text: ${k}`);
  }
  const fold = folder(spec.$caseSensitive === true, spec.$diacriticSensitive === true);
  const out: Search = { terms: [], negated: [], phrases: [], negatedPhrases: [], fold };
  // "quoted phrases" (optionally -"negated"), then the remaining words (-word negated).
  const rest = spec.$search.replace(/(-?)"([^"]*)"/g, (_m, neg: string, phrase: string) => {
    if (phrase.trim()) (neg ? out.negatedPhrases : out.phrases).push(fold(phrase));
    if (!neg) out.terms.push(...words(phrase, fold));
    return ' ';
  });
  for (const token of rest.split(/\s+/)) {
    if (!token) continue;
    if (token.startsWith('-')) out.negated.push(...words(token.slice(1), fold));
    else out.terms.push(...words(token, fold));
  }
  return out;
}

/** The indexed strings of a document, each with its field's weight. */
function texts(doc: Document, index: TextIndexInfo): [string, number][] {
  const out: [string, number][] = [];
  const add = (v: unknown, w: number) => {
    if (typeof v === 'string') out.push([v, w]);
    else if (Array.isArray(v)) for (const e of v) add(e, w);
    else if (index.wildcard && isPlainObject(v)) for (const k of Object.keys(v)) add(v[k], w);
  };
  if (index.wildcard) add(doc, 1);
  for (const [path, w] of index.weights) if (path !== '$**') for (const v of valuesAtPath(doc, path)) add(v, w);
  return out;
}

/** mongod's per-term score of one field: repeats count 1, 1/2, 1/4 …, scaled by the term's share of the field. */
function scoreField(raw: string, weight: number, fold: (s: string) => string, into: Map<string, number>): void {
  const tokens = words(raw, fold);
  const stats = new Map<string, { count: number; freq: number; exp: number }>();
  for (const t of tokens) {
    const s = stats.get(t) ?? { count: 0, freq: 0, exp: 0 };
    s.exp = s.exp ? s.exp * 2 : 1;
    s.count++;
    s.freq += 1 / s.exp;
    stats.set(t, s);
  }
  for (const [term, s] of stats) {
    const coeff = (0.5 * s.count) / tokens.length + 0.5;
    const adjustment = fold(raw) === term ? 1.1 : 1;
    into.set(term, (into.get(term) ?? 0) + weight * s.freq * coeff * adjustment);
  }
}

/** The document's score for the search, 0 when it does not match. */
export function textScore(doc: Document, index: TextIndexInfo, search: Search): number {
  const fields = texts(doc, index);
  const scores = new Map<string, number>();
  for (const [raw, w] of fields) scoreField(raw, w, search.fold, scores);
  if (search.negated.some((t) => scores.has(t))) return 0;
  const folded = search.phrases.length || search.negatedPhrases.length ? fields.map(([raw]) => search.fold(raw)) : [];
  if (search.negatedPhrases.some((p) => folded.some((f) => f.includes(p)))) return 0;
  if (!search.phrases.every((p) => folded.some((f) => f.includes(p)))) return 0;
  let score = 0;
  for (const t of new Set(search.terms)) score += scores.get(t) ?? 0;
  return score;
}

/** The $text condition of a filter: at the top level or inside a top-level $and. */
export function findText(filter: Document | undefined): unknown {
  if (!filter) return undefined;
  if (Object.hasOwn(filter, '$text')) return filter.$text;
  if (Array.isArray(filter.$and)) {
    for (const sub of filter.$and) {
      const t = isPlainObject(sub) ? findText(sub) : undefined;
      if (t !== undefined) return t;
    }
  }
  return undefined;
}
