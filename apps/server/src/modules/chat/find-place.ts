import { FILLER_WORDS } from './chat-lexicon.ts';
import type { IndexVocabulary } from './index-vocabulary.ts';
import { isAskingWord } from './lexicon/asking-words.ts';
import { foldForLexicon } from './lexicon/fold-for-lexicon.ts';
import {
  knownPlace,
  placeCandidates,
  scriptCountryNames,
  scriptPlaceNames,
} from './place-names.ts';

/** Languages that decline city names ('w Tallinnie', 'w Barcelonie'). */
const DECLINING = new Set(['pl']);
const MIN_DECLINED = 6;
/** The case endings a declined city name may have, longest first. */
const CASE_ENDING = /(?:iem|ie|ze|om|u|ju|a|e|y)$/u;

/** A declined city: the place the index knows whose name the word is, but for its ending. */
const inflectedPlace = async (index: IndexVocabulary, word: string, language: string) => {
  if (!DECLINING.has(language) || word.length < MIN_DECLINED || !CASE_ENDING.test(word))
    return undefined;
  const stem = word.replace(CASE_ENDING, '');
  const found = await index.suggestLocations({ prefix: stem, limit: 8 });
  return found.find(
    (place) =>
      place.kind === 'city' &&
      foldForLexicon(place.text).trim().startsWith(foldForLexicon(stem).trim()) &&
      place.text.length <= stem.length + 2,
  );
};

/** The place the message names: the longest run of words the index knows, or a name in another script. */
export const findPlace = async (text: string, index: IndexVocabulary, language: string) => {
  for (const name of [...scriptPlaceNames(), ...scriptCountryNames(language)]) {
    if (!text.includes(name)) continue;
    for (const candidate of placeCandidates(name, language)) {
      if (await knownPlace(index, candidate))
        return { name: candidate, text: text.replace(name, ' ') };
    }
  }
  const words = text.trim().split(' ').filter(Boolean);
  // every run of words looked up at once (each lookup is a round trip to the search threads);
  // the longest, then the first, wins
  const runs = [];
  for (let size = Math.min(4, words.length); size >= 1; size -= 1)
    for (let start = 0; start + size <= words.length; start += 1) {
      const phrase = words.slice(start, start + size).join(' ');
      if (size === 1 && (FILLER_WORDS.has(phrase) || isAskingWord(phrase))) continue;
      runs.push({ start, size, phrase, candidates: placeCandidates(phrase, language) });
    }
  const found = await Promise.all(
    runs.map(async (run) => {
      for (const candidate of run.candidates) {
        const place = await knownPlace(index, candidate);
        if (place) return place;
      }
      return run.size === 1 ? inflectedPlace(index, run.phrase, language) : undefined;
    }),
  );
  const winner = found.findIndex(Boolean);
  if (winner < 0) return undefined;
  const { start, size } = runs[winner]!;
  const rest = [...words.slice(0, start), ...words.slice(start + size)].join(' ');
  return { name: found[winner]!.text, text: ` ${rest} ` };
};
