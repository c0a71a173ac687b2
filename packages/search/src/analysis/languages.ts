import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stopwords as daStop } from '@orama/stopwords/danish';
import { stopwords as nlStop } from '@orama/stopwords/dutch';
import { stopwords as fiStop } from '@orama/stopwords/finnish';
import { stopwords as frStop } from '@orama/stopwords/french';
import { stopwords as deStop } from '@orama/stopwords/german';
import { stopwords as huStop } from '@orama/stopwords/hungarian';
import { stopwords as itStop } from '@orama/stopwords/italian';
import { stopwords as noStop } from '@orama/stopwords/norwegian';
import { stopwords as ptStop } from '@orama/stopwords/portuguese';
import { stopwords as roStop } from '@orama/stopwords/romanian';
import { stopwords as ruStop } from '@orama/stopwords/russian';
import { stopwords as esStop } from '@orama/stopwords/spanish';
import { stopwords as svStop } from '@orama/stopwords/swedish';
import { stopwords as trStop } from '@orama/stopwords/turkish';
import { fold } from './fold.ts';
import { stemEnglish } from './porter2.ts';
import { ENGLISH_STOP_WORDS } from './stop-words.ts';

/** How an index turns a folded word into its term, and which words descriptions skip. */
export type Analyzer = {
  language: string;
  termOf: (surface: string) => string;
  isStopWord: (surface: string) => boolean;
};

// German job titles name women with -in/-innen ('Entwicklerin', 'Ingenieurinnen'): the same
// job as the masculine form, which the Snowball stemmer leaves apart.
const GERMAN_FEMININE = /(er|eur|or|ent|ant|ist|at|ant|och|arzt|eut)(in|innen)$/;
const germanWithFeminine = (word: string) => german(word.replace(GERMAN_FEMININE, '$1'));

/**
 * Snowball stemmers and stop words (@orama/stemmers, @orama/stopwords) by primary language
 * subtag. Languages without one are folded only; English keeps its Porter2 (porter2.ts).
 */
const LANGUAGES: Record<string, { stem: (word: string) => string; stop: readonly string[] }> = {
  da: { stem: danish, stop: daStop },
  de: { stem: germanWithFeminine, stop: deStop },
  es: { stem: spanish, stop: esStop },
  fi: { stem: finnish, stop: fiStop },
  fr: { stem: french, stop: frStop },
  hu: { stem: hungarian, stop: huStop },
  it: { stem: italian, stop: itStop },
  nb: { stem: norwegian, stop: noStop },
  nl: { stem: dutch, stop: nlStop },
  no: { stem: norwegian, stop: noStop },
  pt: { stem: portuguese, stop: ptStop },
  ro: { stem: romanian, stop: roStop },
  ru: { stem: russian, stop: ruStop },
  sv: { stem: swedish, stop: svStop },
  tr: { stem: turkish, stop: trStop },
};

const ENGLISH_WORD = /^[a-z][a-z']*$/;
const LETTERS = /^\p{L}[\p{L}']*$/u;
const MAX_CACHED_STEMS = 500_000;

const createAnalyzer = (language: string): Analyzer => {
  const known = LANGUAGES[language];
  // Stop words are folded like the text they are compared with ('für' is 'fur' here).
  const stopWords = new Set([
    ...ENGLISH_STOP_WORDS,
    ...(known?.stop ?? []).map((word) => fold(word)),
  ]);
  const stems = new Map<string, string>();
  const stem = (surface: string) => {
    if (known) return LETTERS.test(surface) ? known.stem(surface) : surface;
    if (language === 'en') return ENGLISH_WORD.test(surface) ? stemEnglish(surface) : surface;
    return surface;
  };
  return {
    language,
    termOf: (surface) => {
      let term = stems.get(surface);
      if (term === undefined) {
        term = stem(surface);
        if (stems.size >= MAX_CACHED_STEMS) stems.clear();
        stems.set(surface, term);
      }
      return term;
    },
    isStopWord: (surface) => stopWords.has(surface),
  };
};

const analyzers = new Map<string, Analyzer>();

/**
 * The analyzer of a language tag ('de', 'pt-BR', 'fr'); English for none. A language without a
 * Snowball stemmer here is folded only, with the English stop words.
 */
export const analyzerFor = (languageTag = 'en'): Analyzer => {
  const primary = languageTag.toLowerCase().split(/[-_:]/)[0]!;
  const language = primary === 'en' || LANGUAGES[primary] ? primary : `${primary}:fold`;
  let analyzer = analyzers.get(language);
  if (!analyzer) analyzers.set(language, (analyzer = createAnalyzer(language)));
  return analyzer;
};
