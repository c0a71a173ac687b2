import { fold } from '../analysis/fold.ts';
import { maxEditsFor } from '../analysis/analyze.ts';
import { fuzzyWalk } from '../query/fuzzy-walk.ts';
import { compactRanges, ensure, gatherItems, shared, trim } from '../store/growable.ts';
import { mergeWords } from '../store/sorted-words.ts';
import type {
  GeoPoint,
  SearchDocument,
  Suggestion,
  SuggestionKind,
  SuggestQuery,
} from '../types.ts';
import { suggestWords, tidy } from './suggest-entries.ts';

type Entry = {
  kind: SuggestionKind;
  key: string;
  words: string[];
  count: number;
  /** Spelling to live documents using it: the most common is shown. */
  spellings: Map<string, number>;
  /** City point id to live documents. */
  points: Map<number, number>;
};

type Group = { occurrences: Map<string, number[]>; sorted: string[]; pending: string[] };
export type SuggestGroup = 'query' | 'location';

const groupOf = (kind: SuggestionKind): SuggestGroup =>
  kind === 'title' || kind === 'skill' ? 'query' : 'location';

const mostCommon = <K>(counts: Map<K, number>, label: (key: K) => string): K | undefined => {
  let best: K | undefined;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount || (count === bestCount && count > 0 && label(key) < label(best!))) {
      best = key;
      bestCount = count;
    }
  }
  return best;
};

/** A SuggestIndex for reader threads (SuggestIndex.fromImage): entries cloned, items shared. */
export type SuggestIndexImage = ReturnType<SuggestIndex['share']>;

/**
 * Titles and skills (the query box) and places (the location box) with live position counts.
 * A prefix matches at any word start of an entry; its last word may carry typos (the search
 * rules: one edit from 4 characters, two from 8). Exact-prefix matches come before typo matches,
 * then by count, then by text. Per document, the CSR `starts`/`items` remember its entries and
 * spellings (pairs) so that removal gives back exactly what addition took.
 */
export class SuggestIndex {
  private readonly entries: Entry[] = [];
  private readonly entryIds = new Map<string, number>();
  private readonly spellings: string[] = [];
  private readonly spellingIds = new Map<string, number>();
  private readonly resolved = new Map<
    SuggestionKind,
    Map<string, readonly [number, number] | null>
  >();
  private readonly groups: Record<SuggestGroup, Group> = {
    query: { occurrences: new Map(), sorted: [], pending: [] },
    location: { occurrences: new Map(), sorted: [], pending: [] },
  };
  private starts = new Uint32Array(17);
  private items = new Int32Array(16);
  // The range of `items` of the document being added.
  private docStart = 0;
  private docEnd = 0;

  /**
   * What a document adds: its title, each skill, the city, region and country of each location,
   * and 'Remote'; each entry once. `pointOf` numbers a location's point (-1 for none).
   */
  add(doc: number, document: SearchDocument, pointOf: (locationIndex: number) => number) {
    this.starts = ensure(this.starts, doc + 2);
    this.docStart = this.starts[doc]!;
    this.docEnd = this.docStart;
    this.contribute('title', document.title, -1);
    for (const skill of document.skills) this.contribute('skill', skill, -1);
    for (let index = 0; index < document.locations.length; index++) {
      const { city, region, country } = document.locations[index]!;
      if (city) this.contribute('city', city, pointOf(index));
      if (region) this.contribute('region', region, -1);
      if (country) this.contribute('country', country, -1);
    }
    if (document.isRemote) this.contribute('remote', 'Remote', -1);
    this.starts[doc + 1] = this.docEnd;
  }

  private contribute(kind: SuggestionKind, raw: string, point: number) {
    const resolved = this.resolve(kind, raw);
    if (!resolved) return;
    const [entryId, spellingId] = resolved;
    for (let item = this.docStart; item < this.docEnd; item += 3) {
      if (this.items[item] === entryId) return;
    }
    const entry = this.entries[entryId]!;
    const spelling = this.spellings[spellingId]!;
    entry.count++;
    entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
    if (point >= 0) entry.points.set(point, (entry.points.get(point) ?? 0) + 1);
    this.items = ensure(this.items, this.docEnd + 3);
    this.items[this.docEnd++] = entryId;
    this.items[this.docEnd++] = spellingId;
    this.items[this.docEnd++] = point;
  }

  /** Entry and spelling of a text as written (cached: most texts repeat across documents). */
  private resolve(kind: SuggestionKind, raw: string): readonly [number, number] | null {
    let cache = this.resolved.get(kind);
    if (!cache) this.resolved.set(kind, (cache = new Map()));
    const cached = cache.get(raw);
    if (cached !== undefined) return cached;
    const text = tidy(raw);
    const words = suggestWords(text);
    const resolved =
      words.length > 0 ? ([this.entryId(kind, words), this.spellingId(text)] as const) : null;
    cache.set(raw, resolved);
    return resolved;
  }

  remove(doc: number) {
    for (let item = this.starts[doc]!; item < this.starts[doc + 1]!; item += 3) {
      const entry = this.entries[this.items[item]!]!;
      const spelling = this.spellings[this.items[item + 1]!]!;
      const point = this.items[item + 2]!;
      entry.count--;
      entry.spellings.set(spelling, entry.spellings.get(spelling)! - 1);
      if (point >= 0) entry.points.set(point, entry.points.get(point)! - 1);
    }
  }

  /** Drops the room left to grow (after a bulk build). */
  trim(documents: number) {
    this.items = trim(this.items, this.starts[documents]!);
  }

  compact(remap: Int32Array, oldCount: number, newCount: number) {
    const { starts, gather } = compactRanges(this.starts, remap, oldCount, newCount);
    this.starts = starts;
    this.items = gatherItems(this.items, gather);
  }

  share(documents: number) {
    this.sortedGroup('query');
    this.sortedGroup('location');
    return {
      entries: this.entries,
      entryIds: this.entryIds,
      spellings: this.spellings,
      spellingIds: this.spellingIds,
      groups: this.groups,
      starts: shared(this.starts, documents + 1),
      items: shared(this.items, this.starts[documents]!),
    };
  }

  static fromImage(image: SuggestIndexImage): SuggestIndex {
    const index = new SuggestIndex();
    Object.assign(index, image);
    return index;
  }

  suggest(
    group: SuggestGroup,
    query: SuggestQuery,
    pointKey: (point: number) => string,
    pointOf: (point: number) => GeoPoint,
  ): Suggestion[] {
    const limit = query.limit ?? 8;
    const folded = fold(query.prefix).trim();
    if (limit <= 0 || [...folded].length < Math.max(1, query.minLength ?? 1)) return [];
    const tokens = suggestWords(folded);
    const last = tokens.at(-1);
    if (last === undefined) return [];
    const before = tokens.slice(0, -1);
    const { occurrences, sorted } = this.sortedGroup(group);
    const tiers = new Map<number, number>();
    fuzzyWalk(sorted, last, maxEditsFor(last), true, (index, edits) => {
      const at = occurrences.get(sorted[index]!)!;
      for (let i = 0; i < at.length; i += 2) {
        const entry = this.entries[at[i]!]!;
        const position = at[i + 1]! - before.length;
        if (entry.count === 0 || position < 0) continue;
        if (!before.every((word, offset) => entry.words[position + offset] === word)) continue;
        const tier = edits > 0 ? 1 : 0;
        tiers.set(at[i]!, Math.min(tier, tiers.get(at[i]!) ?? tier));
      }
    });
    return [...tiers]
      .sort(([a, tierA], [b, tierB]) => {
        const [entryA, entryB] = [this.entries[a]!, this.entries[b]!];
        if (tierA !== tierB) return tierA - tierB;
        if (entryA.count !== entryB.count) return entryB.count - entryA.count;
        return entryA.key < entryB.key ? -1 : entryA.key > entryB.key ? 1 : 0;
      })
      .slice(0, limit)
      .map(([id]) => this.toSuggestion(this.entries[id]!, pointKey, pointOf));
  }

  private toSuggestion(
    entry: Entry,
    pointKey: (point: number) => string,
    pointOf: (point: number) => GeoPoint,
  ): Suggestion {
    const text = mostCommon(entry.spellings, (spelling) => spelling)!;
    const point = mostCommon(entry.points, pointKey);
    return {
      text,
      kind: entry.kind,
      count: entry.count,
      ...(point !== undefined && { point: pointOf(point) }),
    };
  }

  private entryId(kind: SuggestionKind, words: string[]) {
    const key = `${kind}:${words.join(' ')}`;
    let id = this.entryIds.get(key);
    if (id !== undefined) return id;
    id = this.entries.length;
    this.entries.push({ kind, key, words, count: 0, spellings: new Map(), points: new Map() });
    this.entryIds.set(key, id);
    const group = this.groups[groupOf(kind)];
    words.forEach((word, position) => {
      let at = group.occurrences.get(word);
      if (!at) {
        group.occurrences.set(word, (at = []));
        group.pending.push(word);
      }
      at.push(id, position);
    });
    return id;
  }

  private spellingId(text: string) {
    let id = this.spellingIds.get(text);
    if (id === undefined) {
      id = this.spellings.length;
      this.spellings.push(text);
      this.spellingIds.set(text, id);
    }
    return id;
  }

  private sortedGroup(name: SuggestGroup) {
    const group = this.groups[name];
    if (group.pending.length > 0) {
      group.sorted = mergeWords(group.sorted, group.pending);
      group.pending = [];
    }
    return group;
  }
}
