import { SUPPORTED_LANGUAGES, type Language } from '@careers/shared';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/**
 * The language the assistant answers in: the one asked for when the site has its catalogues,
 * else its base language (pt for pt-AO), else English.
 */
export const replyLanguageOf = (language: string): Language => {
  const supported = SUPPORTED_LANGUAGES as readonly string[];
  if (supported.includes(language)) return language as Language;
  const base = language.split('-')[0] ?? 'en';
  if (supported.includes(base)) return base as Language;
  return (supported.find((code) => code.startsWith(`${base}-`)) ?? 'en') as Language;
};

/**
 * The assistant's words (server-messages `chatReplies`, `%(name)s` placeholders, `found` in the
 * language's plural forms by `count`), in the language of the message.
 */
export const repliesIn = (language: string) => {
  const t = translatorFor(replyLanguageOf(language));
  return {
    say: (key: string, values: Record<string, string | number> = {}) =>
      t(`chatReplies.${key}`, values),
    suggestions: [
      t('chatReplies.suggestRemote'),
      t('chatReplies.suggestRecent'),
      t('chatReplies.suggestApplications'),
    ] as const,
  };
};
