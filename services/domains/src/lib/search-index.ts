// Hand-written: minisearch and flexsearch match words and prefixes, not any substring, and know nothing of the Mongo generation counter.
// Substring search over every domain name and registrar, in memory. Embedded Mongo answers an
// unanchored regex by scanning every row (about 1 s per 100,000), far over the list's 50 ms budget,
// so each instance keeps the few fields search needs. A generation counter in Mongo, bumped by every
// write that changes them, tells an instance (checked at most once a second) when another one wrote:
// it then reloads before answering. Its own writes apply at once. A second counter, the revision, is
// bumped by every write that changes what a listed domain shows (also lastResultAt, teamTag, the
// Cloudflare fields): it clears the serialised search answers (page-answers.ts) the same way.
import type { Models } from '../models';
import { LRUCache } from 'lru-cache';
import { PageAnswers } from './page-answers';
import { TrigramIndex } from './trigram-index';

interface Entry {
  id: string;
  /** name and registrar in one string, so a match is one includes() per domain. */
  haystack: string;
  name: string;
  registrar: string;
  ownerId: string | null;
  useCloudflare: boolean;
}

export interface SearchFilter {
  ownerId?: string;
  useCloudflare?: boolean;
  /** Issue 31's registrar filter. */
  registrar?: string;
}

const passes = (e: Entry, f: SearchFilter): boolean =>
  (f.ownerId === undefined || e.ownerId === f.ownerId) &&
  (f.useCloudflare === undefined || e.useCloudflare === f.useCloudflare) &&
  (f.registrar === undefined || e.registrar === f.registrar);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const filterKey = (f: SearchFilter) => `${f.ownerId ?? '*'}|${f.useCloudflare ?? '*'}|${f.registrar ?? '*'}`;

export type EntryInput = { _id: unknown; name: string; registrar?: string | null; createdById?: string | null; useCloudflare?: boolean };

const CHECK_EVERY_MS = 1_000;
const MAX_ANSWERS = 500;

const toEntry = (d: EntryInput): Entry => ({
  id: String(d._id),
  haystack: `${d.name}\n${d.registrar ?? ''}`,
  name: d.name,
  registrar: d.registrar ?? '',
  ownerId: d.createdById ?? null,
  useCloudflare: Boolean(d.useCloudflare),
});

export class DomainSearchIndex {
  private entries = new Map<string, Entry>();
  private sorted: Entry[] | null = null;
  /** Every haystack, in name order, joined by NUL: one indexOf pass finds all matches (a per-entry includes() over 100,000 entries costs ~10 ms). */
  private text = '';
  private offsets = new Int32Array(0);
  /** Candidates for terms of 3+ characters (trigram-index.ts): no pass over all the text. */
  private trigrams: TrigramIndex | null = null;
  private generation = -1;
  private revision = -1;
  private loading: Promise<void> | null = null;
  /** When the generation was last read: another instance's write shows within CHECK_EVERY_MS. */
  private checkedAt = 0;
  /** Answers for this generation, by term and filter (the UI asks the same search while paging). */
  private readonly answers = new LRUCache<string, string[]>({ max: MAX_ANSWERS });
  /** Whole serialised search answers, valid while neither counter moves (list-answer.ts fills it). */
  readonly pages = new PageAnswers();

  constructor(private readonly models: Models) {}

  private async counters(): Promise<{ generation: number; revision: number }> {
    const meta = await this.models.meta.findById('domains').lean();
    return { generation: meta?.generation ?? 0, revision: meta?.revision ?? 0 };
  }

  private async reload(): Promise<void> {
    const { generation, revision } = await this.counters();
    const docs = await this.models.domains.find({}, { name: 1, registrar: 1, createdById: 1, useCloudflare: 1 }).lean<EntryInput[]>();
    this.entries = new Map(docs.map((d) => [String(d._id), toEntry(d)]));
    this.forget();
    this.generation = generation;
    this.revision = revision;
  }

  private forget(): void {
    this.sorted = null;
    this.answers.clear();
    this.pages.clear();
  }

  /** Reads the counters at most once a second: another instance's writes show within that time. */
  async fresh(): Promise<void> {
    if (Date.now() - this.checkedAt < CHECK_EVERY_MS) return;
    this.checkedAt = Date.now();
    const { generation, revision } = await this.counters();
    if (revision !== this.revision && generation === this.generation) {
      this.pages.clear();
      this.revision = revision;
    }
    if (generation === this.generation) return;
    this.loading ??= this.reload().finally(() => (this.loading = null));
    await this.loading;
  }

  /** Ids of the matching domains, by name. */
  async search(term: string, filter: SearchFilter): Promise<string[]> {
    await this.fresh();
    if (!this.sorted) this.build();
    const t = term.toLowerCase();
    const key = `${filterKey(filter)}|${t}`;
    const known = this.answers.get(key);
    if (known) return known;
    const ids: string[] = [];
    const sorted = this.sorted as Entry[];
    if (t.length >= 3 && this.trigrams) {
      // Candidates come in entry (name) order, like the matches of the scan below.
      for (const i of this.trigrams.candidates(t)) {
        const e = sorted[i];
        if (e.haystack.includes(t) && passes(e, filter)) ids.push(e.id);
      }
      return this.remember(key, ids);
    }
    for (let pos = t ? this.text.indexOf(t) : -1; pos !== -1;) {
      const i = this.entryAt(pos);
      const e = sorted[i];
      if (passes(e, filter)) ids.push(e.id);
      // Continue after this entry: a second match in it (name and registrar) must not count twice.
      pos = i + 1 < this.offsets.length ? this.text.indexOf(t, this.offsets[i + 1]) : -1;
    }
    return this.remember(key, ids);
  }

  /**
   * Issue 31: ids of every domain passing the filter, by name or by registrar then name, so the list's
   * count, name and registrar sorts and registrar filter need no pass over Mongo (a count of 50,000
   * rows there takes over a second).
   */
  async ordered(filter: SearchFilter, by: 'name' | 'registrar' = 'name', desc = false): Promise<string[]> {
    await this.fresh();
    const key = `order:${by}:${desc}|${filterKey(filter)}`;
    const known = this.answers.get(key);
    if (known) return known;
    // Not this.sorted: building that also builds the trigram index, which only searches need.
    const dir = desc ? -1 : 1;
    const entries = [...this.entries.values()]
      .filter((e) => passes(e, filter))
      .sort((a, b) => (by === 'name' ? dir : 1) * compare(a.name, b.name));
    // Array.prototype.sort is stable: equal registrars keep the name order (ascending, as Mongo's tie-break).
    if (by === 'registrar') entries.sort((a, b) => dir * compare(a.registrar, b.registrar));
    return this.remember(
      key,
      entries.map((e) => e.id),
    );
  }

  /** How many domains pass the filter: the list's total without a count over Mongo (issue 31). */
  async count(filter: SearchFilter): Promise<number> {
    await this.fresh();
    let n = 0;
    for (const e of this.entries.values()) if (passes(e, filter)) n += 1;
    return n;
  }

  private remember(key: string, ids: string[]): string[] {
    this.answers.set(key, ids);
    return ids;
  }

  private build(): void {
    const sorted = [...this.entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.offsets = new Int32Array(sorted.length);
    let at = 0;
    sorted.forEach((e, i) => {
      this.offsets[i] = at;
      at += e.haystack.length + 1;
    });
    const haystacks = sorted.map((e) => e.haystack);
    this.text = haystacks.join('\u0000');
    this.trigrams = new TrigramIndex(haystacks);
    this.sorted = sorted;
  }

  /** The entry whose haystack holds text position `pos` (binary search over the start offsets). */
  private entryAt(pos: number): number {
    let lo = 0;
    let hi = this.offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.offsets[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * Records a write: bumps the generation and applies the change here, so this instance need not reload
   * (unless someone else wrote in between, which the gap in generations shows).
   */
  async changed(upserts: EntryInput[], removedIds: string[] = []): Promise<void> {
    const meta = await this.models.meta
      .findOneAndUpdate({ _id: 'domains' }, { $inc: { generation: 1, revision: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    const generation = meta?.generation ?? 0;
    this.pages.clear();
    if (this.generation !== generation - 1) {
      // Another instance wrote in between: the next search reloads (now, not after the check interval,
      // so this instance's own write shows at once).
      this.checkedAt = 0;
      return;
    }
    for (const d of upserts) this.entries.set(String(d._id), toEntry(d));
    for (const id of removedIds) this.entries.delete(id);
    this.forget();
    this.generation = generation;
    this.revision = meta?.revision ?? 0;
  }

  /**
   * Records a write that changes what a domain shows but not what search matches (result time, team
   * tag, Cloudflare fields): only the serialised answers are dropped, here at once, elsewhere within a second.
   */
  async touched(): Promise<void> {
    const meta = await this.models.meta
      .findOneAndUpdate({ _id: 'domains' }, { $inc: { revision: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    this.pages.clear();
    if (this.revision === (meta?.revision ?? 0) - 1) this.revision = meta?.revision ?? 0;
    else this.checkedAt = 0; // another instance wrote in between: read the counters on the next search
  }
}
