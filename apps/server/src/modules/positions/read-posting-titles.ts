import type { Language } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readerLanguages, storedLanguage } from './posting-language.ts';

/**
 * The titles of these positions a reader of `language` reads instead of their own (the search
 * results' names): a translation in that language or its base, unless the posting is written in
 * it. Positions without one are not in the map.
 */
export const readPostingTitles = async (
  db: Kysely<Database>,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, { title: string; language: Language }>> => {
  const wanted = readerLanguages(language);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('position_translations')
    .innerJoin('positions', 'positions.id', 'position_translations.position_id')
    .select([
      'position_translations.position_id',
      'position_translations.language',
      'position_translations.title',
      'positions.default_language',
    ])
    .where('position_translations.position_id', 'in', [...ids])
    .where('position_translations.language', 'in', wanted)
    .execute();
  const rank = (candidate: string) => wanted.indexOf(storedLanguage(candidate));
  const titles = new Map<number, { title: string; language: Language }>();
  for (const row of rows.sort((a, b) => rank(a.language) - rank(b.language))) {
    const isOwnBetter =
      rank(row.default_language) >= 0 && rank(row.default_language) < rank(row.language);
    if (titles.has(row.position_id) || isOwnBetter) continue;
    titles.set(row.position_id, { title: row.title, language: storedLanguage(row.language) });
  }
  return titles;
};
