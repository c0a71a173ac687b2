import { baseTitles } from '../../../demo/catalogue/catalogue.ts';
import { foldText } from './fold.ts';

/**
 * The head nouns of the app's own job titles ('Sonographer', 'Coach', 'Merchandiser'): the last
 * word of each catalogue title, or the word before 'of' ('Head of Data Science' → 'head').
 */
export const CATALOGUE_TITLE_WORDS: ReadonlySet<string> = new Set(
  baseTitles().flatMap(({ title }) => {
    const words = foldText(title)
      .split(/[\s,/()]+/)
      .filter(Boolean);
    const of = words.indexOf('of');
    const head = of > 0 ? words[of - 1] : words.at(-1);
    return head && head.length > 2 ? [head] : [];
  }),
);
