import { analyze } from '@careers/search';
import type { SearchPosition, TenantConfig } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { isNearWord } from './is-near-word.ts';
import { runChatSearch } from './run-chat-search.ts';

/** Share of the asked words a title must hold, and of the title's words the question must name. */
const MIN_ASKED_SHARE = 0.75;
const MIN_TITLE_SHARE = 0.5;

const termsOf = (text: string) => [...new Set(analyze(`${text} `))];

/** How well a title answers the words: the share of asked words it holds, then of its own. */
export const titleMatch = (title: string, asked: readonly string[]) => {
  const own = termsOf(title);
  if (own.length === 0 || asked.length === 0) return { asked: 0, title: 0 };
  const isIn = (term: string, list: readonly string[]) => list.some((x) => isNearWord(x, term));
  return {
    asked: asked.filter((term) => isIn(term, own)).length / asked.length,
    title: own.filter((term) => isIn(term, asked)).length / own.length,
  };
};

/** The entries whose title the words name best (all of them on a tie), none when none is close. */
export const bestByTitle = <T>(
  entries: readonly T[],
  titleOf: (entry: T) => string,
  words: string,
  minAskedShare = MIN_ASKED_SHARE,
): T[] => {
  const asked = termsOf(words);
  const scored = entries
    .map((entry) => ({ entry, match: titleMatch(titleOf(entry), asked) }))
    .filter(
      ({ match }) =>
        match.asked > 0 && match.asked >= minAskedShare && match.title >= MIN_TITLE_SHARE,
    );
  const best = Math.max(...scored.map(({ match }) => match.asked + match.title));
  return scored.filter(({ match }) => match.asked + match.title === best).map(({ entry }) => entry);
};

/**
 * The open positions a question names by title ('the Senior BI Developer job'): the search
 * engine finds them (its stems, typos and translated titles), then only the titles that hold the
 * words asked and little else are kept, so 'recruiter' is the Recruiter job, not every job that
 * mentions recruiters.
 */
export const findNamedPositions = async (
  deps: Pick<AppDeps, 'search' | 'clock'>,
  tenant: { id: number; config: TenantConfig },
  words: string,
): Promise<SearchPosition[]> => {
  if (termsOf(words).length === 0) return [];
  const result = await runChatSearch(deps, tenant, { query: words, location: '', filters: {} });
  return bestByTitle(result.positions, (position) => position.name, words);
};
