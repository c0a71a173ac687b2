import type { ChatPosition, SearchPosition } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';
import { repliesIn } from './chat-replies.ts';

/** Cards shown with one answer. */
export const CHAT_CARD_LIMIT = 5;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

const profileSkills = (candidate: Candidate) => {
  const skills = (candidate.profile as { skills?: unknown }).skills;
  if (!Array.isArray(skills)) return new Set<string>();
  return new Set(
    skills.flatMap((skill: unknown) => {
      const name = (skill as { name?: unknown } | null)?.name;
      return typeof name === 'string' ? [name.trim().toLowerCase()] : [];
    }),
  );
};

/**
 * Cards for positions the search returned (nothing else becomes a card), each with why it
 * matches: the candidate's skills it asks for, the place, remote work, a recent posting.
 */
export const toChatPositions = async (input: {
  db: Kysely<Database>;
  positions: readonly SearchPosition[];
  candidate: Candidate;
  cartIds: ReadonlySet<number>;
  language: string;
  nowSeconds: number;
}): Promise<ChatPosition[]> => {
  const shown = input.positions.slice(0, CHAT_CARD_LIMIT);
  if (shown.length === 0) return [];
  const { say } = repliesIn(input.language);
  const rows = await input.db
    .selectFrom('positions')
    .select(['id', 'skills'])
    .where(
      'id',
      'in',
      shown.map((position) => position.id),
    )
    .execute();
  const skillsOf = new Map(rows.map((row) => [row.id, row.skills]));
  const mine = profileSkills(input.candidate);
  return shown.map((position) => {
    const shared = (skillsOf.get(position.id) ?? []).filter((skill) =>
      mine.has(skill.toLowerCase()),
    );
    const location = position.locations[0] ?? '';
    const reasons = [
      ...(shared.length ? [say('reasonSkills', { skills: shared.slice(0, 3).join(', ') })] : []),
      ...(position.isRemote ? [say('reasonRemote')] : []),
      // a remote position's place reads 'Remote' already
      ...(location && !location.toLowerCase().startsWith('remote')
        ? [say('reasonPlace', { place: location })]
        : []),
      ...(input.nowSeconds - position.postedTs < WEEK_SECONDS ? [say('reasonNew')] : []),
    ];
    return {
      id: position.id,
      name: position.name,
      location,
      isRemote: position.isRemote,
      postedTs: position.postedTs,
      isInCart: input.cartIds.has(position.id),
      reasons,
    };
  });
};
