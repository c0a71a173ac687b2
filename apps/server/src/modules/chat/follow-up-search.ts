import type { ChatMessage } from '@careers/shared';
import type { Understanding, UnderstoodSearch } from './understand-message.ts';

const isJobSearch = (understood: Understanding) =>
  understood.isJobSearch || (understood.hasPlace && understood.freeWordCount === 0);

/** A message that only narrows: a place, remote, a type, with no role or skill of its own. */
const isNarrowing = (understood: Understanding) =>
  !understood.search.query &&
  (understood.hasPlace ||
    Object.keys(understood.search.filters).length > 0 ||
    understood.search.workplace !== undefined);

/**
 * The search a message asks for, in the conversation: 'and in Mumbai?' or 'only remote' after
 * 'python developer jobs' keeps the earlier roles and conditions and changes what it names.
 * None when the message is no job search.
 */
export const followUpSearch = async (input: {
  understood: Understanding;
  messages: readonly ChatMessage[];
  read: (text: string) => Promise<Understanding>;
}): Promise<(UnderstoodSearch & { isFollowUp: boolean }) | undefined> => {
  const { understood } = input;
  if (!isJobSearch(understood) && !isNarrowing(understood)) return undefined;
  const alone = { ...understood.search, isFollowUp: false };
  if (!isNarrowing(understood)) return alone;
  const earlier = input.messages
    .slice(0, -1)
    .filter((message) => message.role === 'user')
    .at(-1);
  const before = earlier ? await input.read(earlier.content) : undefined;
  if (!before || !isJobSearch(before)) return isJobSearch(understood) ? alone : undefined;
  const now = understood.search;
  const then = before.search;
  return {
    ...then,
    isFollowUp: true,
    ...(now.location && { location: now.location }),
    ...(now.location && now.point && { point: now.point }),
    ...(now.location && now.distanceKm !== undefined && { distanceKm: now.distanceKm }),
    filters: { ...then.filters, ...now.filters },
    ...((now.workplace ?? then.workplace) && { workplace: now.workplace ?? then.workplace }),
  };
};
