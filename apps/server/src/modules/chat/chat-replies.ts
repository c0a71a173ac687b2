import type { Language } from '@careers/shared';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/** The languages the built-in assistant understands; it answers others in English. */
const SPOKEN: readonly string[] = ['en', 'de', 'fr', 'es', 'ja'];

export type ReplyKey =
  | 'found'
  | 'none'
  | 'unknown'
  | 'applications'
  | 'noApplications'
  | 'interviews'
  | 'noInterviews'
  | 'offers'
  | 'noOffers'
  | 'reasonSkills'
  | 'reasonPlace'
  | 'reasonRemote'
  | 'reasonNew';

/**
 * The assistant's words (server-messages `chatReplies`, `%(name)s` placeholders, `found` in the
 * language's plural forms by `count`), in a language it understands, else English.
 */
export const repliesIn = (language: string) => {
  const base = language.split('-')[0] ?? 'en';
  const t = translatorFor((SPOKEN.includes(base) ? base : 'en') as Language);
  return {
    say: (key: ReplyKey, values: Record<string, string | number> = {}) =>
      t(`chatReplies.${key}`, values),
    suggestions: [
      t('chatReplies.suggestRemote'),
      t('chatReplies.suggestRecent'),
      t('chatReplies.suggestApplications'),
    ] as const,
  };
};
