import { fold } from '../analysis/fold.ts';
import { newTokenRanges, scanLatin } from '../analysis/scan-latin.ts';
import { tokenize } from '../analysis/tokenize.ts';
import type { SuggestIndex } from '../suggest/suggest-index.ts';
import type { SearchDocument } from '../types.ts';
import type { DocTable } from './doc-table.ts';
import type { FacetTable } from './facet-table.ts';
import { DESCRIPTION, GROUP, LOCATIONS, SKILLS, TITLE, addTf } from './fields.ts';
import { ensure } from './growable.ts';
import type { LocationTable } from './location-table.ts';
import type { TermDictionary } from './term-dictionary.ts';

export type Stores = {
  dict: TermDictionary;
  docs: DocTable;
  locations: LocationTable;
  facets: FacetTable;
  suggestions: SuggestIndex;
};

/**
 * Adds documents to, and removes them from, every store. Stop words are left out of the
 * description only: short fields keep them, so a query of stop words alone ('IT') still finds
 * titles. Stamps (a counter per document handled) mark terms and surfaces already seen.
 */
export class DocumentIndexer {
  private stamp = 0;
  private termStamp = new Int32Array(64);
  private termTf = new Uint32Array(64);
  private surfaceStamp = new Int32Array(64);
  // The document being added: its distinct terms and surfaces, title terms and field lengths.
  // Typed buffers with counts: emptying a JS array with `length = 0` frees its storage, and
  // regrowing it for every document was most of the garbage of a bulk build.
  private terms = new Int32Array(256);
  private termCount = 0;
  private surfaces = new Uint32Array(256);
  private surfaceCount = 0;
  private title = new Uint32Array(64);
  private titleCount = 0;
  private readonly lengths = [0, 0, 0, 0, 0];
  private readonly ranges = newTokenRanges();
  /** The language number of the document being added (TermDictionary.languageOf). */
  private language = 0;

  add(stores: Stores, document: SearchDocument) {
    const { dict, docs, locations, facets, suggestions } = stores;
    const language = dict.languageOf(document.language);
    this.language = language;
    const doc = docs.add(document.id, document.postedAt, document.isRemote, language);
    this.stamp++;
    this.termCount = 0;
    this.surfaceCount = 0;
    this.titleCount = 0;
    this.lengths.fill(0);
    this.addText(dict, TITLE, document.title);
    for (const title of document.otherTitles ?? []) this.addText(dict, TITLE, title);
    for (const skill of document.skills) this.addText(dict, SKILLS, skill);
    this.addText(dict, GROUP, document.department);
    this.addText(dict, GROUP, document.category);
    for (const location of document.locations) {
      this.addText(dict, LOCATIONS, location.name);
      this.addText(dict, LOCATIONS, location.city);
      this.addText(dict, LOCATIONS, location.region);
      this.addText(dict, LOCATIONS, location.country);
    }
    this.addText(dict, DESCRIPTION, document.description);
    for (let t = 0; t < this.termCount; t++) {
      const term = this.terms[t]!;
      dict.append(term, doc, this.termTf[term]!);
    }
    for (let s = 0; s < this.surfaceCount; s++) dict.surfaceDf[this.surfaces[s]!]! += 1;
    docs.setTitleTerms(doc, this.title.subarray(0, this.titleCount));
    docs.setSurfaces(doc, this.surfaces.subarray(0, this.surfaceCount));
    docs.setFieldLengths(doc, this.lengths);
    locations.add(doc, document.locations);
    facets.add(doc, document.facets);
    const first = locations.starts[doc]!;
    suggestions.add(doc, document, (index) => locations.pointOf[first + index]!);
  }

  private addText(dict: TermDictionary, field: number, text: string | undefined) {
    if (!text) return;
    const isTitle = field === TITLE;
    let scanned = text;
    let count = scanLatin(text, this.ranges);
    if (count < 0) {
      // Folding makes most Latin text ASCII ('Zürich' is 'zurich'); only what stays non-ASCII
      // needs the segmenter.
      scanned = fold(text);
      count = scanLatin(scanned, this.ranges);
    }
    if (count < 0) {
      const segments: string[] = [];
      for (const token of tokenize(scanned, 'document', segments)) {
        this.addSurface(dict, field, dict.surfaceId(token), isTitle);
      }
      for (const segment of segments) this.addSurface(dict, field, dict.surfaceId(segment), false);
      return;
    }
    const { data, bytes } = this.ranges;
    for (let t = 0; t < count; t++) {
      const start = data[t * 3]!;
      const surface = dict.surfaceAt(bytes, start, data[t * 3 + 1]!, data[t * 3 + 2]!);
      this.addSurface(dict, field, surface, isTitle);
    }
  }

  private addSurface(dict: TermDictionary, field: number, surface: number, isPhrasePart: boolean) {
    const term = dict.termIn(surface, this.language);
    const isStop = dict.isStopIn(surface, this.language);
    if (isStop && field === DESCRIPTION) return;
    if (surface >= this.surfaceStamp.length || term >= this.termStamp.length) this.fit(dict);
    const stamp = this.stamp;
    if (this.surfaceStamp[surface] !== stamp) {
      this.surfaceStamp[surface] = stamp;
      this.surfaces = ensure(this.surfaces, this.surfaceCount + 1);
      this.surfaces[this.surfaceCount++] = surface;
    }
    if (this.termStamp[term] !== stamp) {
      this.termStamp[term] = stamp;
      this.termTf[term] = 0;
      this.terms = ensure(this.terms, this.termCount + 1);
      this.terms[this.termCount++] = term;
    }
    this.termTf[term] = addTf(this.termTf[term]!, field);
    this.lengths[field]! += 1;
    if (isPhrasePart && !isStop) {
      this.title = ensure(this.title, this.titleCount + 1);
      this.title[this.titleCount++] = term;
    }
  }

  remove({ dict, docs, facets, suggestions }: Stores, doc: number) {
    const stamp = ++this.stamp;
    this.fit(dict);
    const surfaces = docs.surfacesOf(doc);
    for (let item = 0; item < surfaces.length; item++) {
      const surface = surfaces[item]!;
      dict.surfaceDf[surface]! -= 1;
      const term = dict.termIn(surface, docs.language[doc]!);
      if (this.termStamp[term] === stamp) continue;
      this.termStamp[term] = stamp;
      dict.release(term, doc);
    }
    docs.remove(doc);
    facets.remove(doc);
    suggestions.remove(doc);
  }

  private fit(dict: TermDictionary) {
    this.termStamp = ensure(this.termStamp, dict.terms.length);
    this.termTf = ensure(this.termTf, dict.terms.length);
    this.surfaceStamp = ensure(this.surfaceStamp, dict.surfaces.length);
  }
}
