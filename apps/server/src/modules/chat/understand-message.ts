import { analyze } from '@careers/search';
import { SPECIAL_LOCATIONS, type ChatSearch, type TenantConfig } from '@careers/shared';
import {
  EMPLOYMENT,
  FILLER_WORDS,
  JOB_WORDS,
  NEAR_ME,
  NEAR_PLACE,
  POSTED,
  ROLES,
  SENIORITY,
  WORKPLACES,
  type Workplace,
} from './chat-lexicon.ts';
import type { IndexVocabulary } from './index-vocabulary.ts';
import { isAskingWord, removeAskingWords } from './lexicon/asking-words.ts';
import { foldForLexicon } from './lexicon/fold-for-lexicon.ts';
import { normalizeMessage, takeAll, takeAny, takePhrase } from './find-phrases.ts';
import { findPlace } from './find-place.ts';

/** A job search read from a message, in the address form the search API takes. */
export type UnderstoodSearch = {
  query: string;
  location: string;
  filters: Record<string, string[]>;
  /** lat and lng for 'near me' from the candidate's point. */
  point?: { lat: number; lng: number };
  distanceKm?: number;
  workplace?: Workplace;
  /** The query with only the roles and the words the index knows ('barista', not 'chamba'). */
  coreQuery?: string;
};

export type Understanding = {
  search: UnderstoodSearch;
  /** The message asks for jobs (a job word, a known role, a workplace, a type, a date…). */
  isJobSearch: boolean;
  /** Roles of the lexicon the message names, as the English words of titles. */
  roles: string[];
  /** A role of the lexicon, or mostly words the index's titles and skills have. */
  hasRoleWords: boolean;
  /** A place of the index is named. */
  hasPlace: boolean;
  /** Words left that are neither asking words nor a known role, place or condition. */
  freeWordCount: number;
};

const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'+#.-]*/gu;

/** A word of the index's titles or skills ('software', 'python'), not merely of a description. */
const isRoleOrSkillWord = async (index: IndexVocabulary, word: string) => {
  const [term] = analyze(`${word} `);
  if (!term || word.length < 2) return false;
  return (await index.suggestQueries({ prefix: word, limit: 8 })).some((suggestion) =>
    analyze(`${suggestion.text} `).includes(term),
  );
};

/**
 * Reads a candidate's message as a search: roles and skills (free words, or a role written in
 * German, French, Spanish or Japanese), a place of the index ('near me' from the page's search),
 * remote or hybrid, seniority, employment type and date posted. Filters the tenant does not offer
 * are left out, so the search is one the search page can show.
 */
export const understandMessage = async (input: {
  message: string;
  language: string;
  index: IndexVocabulary;
  config: TenantConfig;
  pageSearch: ChatSearch;
}): Promise<Understanding> => {
  const { config, pageSearch } = input;
  const offered = new Set<string>(config.searchConfig.allFilters);
  let text = normalizeMessage(input.message);

  // German compounds end in their job word: 'Lagerjobs', 'Teilzeitstellen'
  text = text.replace(/(\p{L}{3,})(jobs|stellen)(?!\p{L})/gu, '$1 $2');
  const jobWords = takeAll(text, [[true, JOB_WORDS]]);
  text = jobWords.text;
  const nearMe = takeAny(text, NEAR_ME);
  text = nearMe.text;
  const workplace = takePhrase(text, WORKPLACES);
  text = workplace.text;
  const employment = takePhrase(text, EMPLOYMENT);
  text = employment.text;
  const posted = takePhrase(text, POSTED);
  text = posted.text;
  const seniority = takePhrase(text, SENIORITY);
  text = seniority.text;
  const nearPlace = takeAny(text, NEAR_PLACE);
  text = nearPlace.text;
  // roles before places: 'باريستا' (barista) holds 'باريس' (Paris)
  const roles = takeAll(text, ROLES, true);
  text = roles.text;
  const place = nearMe.isFound ? undefined : await findPlace(text, input.index, input.language);
  if (place) text = place.text;

  const freeWords = (text.match(LATIN_WORD) ?? []).filter(
    (word) => !FILLER_WORDS.has(word) && !isAskingWord(word),
  );
  const query = [seniority.value, ...roles.values.reverse(), ...freeWords]
    .filter(Boolean)
    .join(' ');

  const filters: Record<string, string[]> = {};
  let location = place?.name ?? '';
  let point: UnderstoodSearch['point'];
  let distanceKm: number | undefined;
  if (nearMe.isFound) {
    if (pageSearch.lat !== undefined && pageSearch.lng !== undefined) {
      location = SPECIAL_LOCATIONS.currentLocation;
      point = { lat: pageSearch.lat, lng: pageSearch.lng };
    } else location = pageSearch.location;
    if (location) distanceKm = config.searchConfig.defaultDistanceKm;
  } else if (place && nearPlace.isFound) {
    distanceKm = config.searchConfig.defaultDistanceKm;
  }
  if (workplace.value === 'remote' || workplace.value === 'onsite') {
    if (offered.has('workplace')) filters.workplace = [workplace.value];
    else if (workplace.value === 'remote' && !location) location = SPECIAL_LOCATIONS.remote;
  }
  if (employment.value && offered.has('employment_type'))
    filters.employment_type = [employment.value];
  if (posted.value && offered.has('posted_date')) filters.posted_date = [posted.value];

  // 'today' alone is no job search ('what day is it today'); 'jobs posted today' is
  const signals = [workplace.value, employment.value, seniority.value];
  // words of other scripts that no lexicon read ('عاصمة' in 'what is the capital of France')
  const otherScriptWords = foldForLexicon(text)
    .split(' ')
    .filter((word) => /[^\p{Script=Latin}\p{N}\p{P}\p{S}]/u.test(word))
    .map((word) => removeAskingWords(word))
    .filter(Boolean);
  const isKnown = await Promise.all(freeWords.map((word) => isRoleOrSkillWord(input.index, word)));
  const knownCount = isKnown.filter(Boolean).length;
  const coreQuery = [seniority.value, ...roles.values, ...freeWords.filter((_, i) => isKnown[i])]
    .filter(Boolean)
    .join(' ');
  // most words a role or skill of the index: 'python developer', not a sentence with 'system' in it
  const hasKnownWord = knownCount > 0 && knownCount * 2 >= freeWords.length;
  return {
    search: {
      query,
      location,
      filters,
      ...(point && { point }),
      ...(distanceKm !== undefined && { distanceKm }),
      ...(workplace.value && { workplace: workplace.value }),
      ...(coreQuery && coreQuery !== query && { coreQuery }),
    },
    isJobSearch:
      jobWords.values.length > 0 ||
      roles.values.length > 0 ||
      hasKnownWord ||
      nearMe.isFound ||
      signals.some((signal) => signal !== undefined),
    hasRoleWords: roles.values.length > 0 || hasKnownWord,
    roles: roles.values,
    hasPlace: Boolean(place),
    freeWordCount: freeWords.length + otherScriptWords.length,
  };
};
