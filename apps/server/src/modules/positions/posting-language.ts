import {
  DEFAULT_LANGUAGE,
  languageFallbacks,
  matchLanguage,
  type Language,
  type PositionTranslation,
} from '@careers/shared';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import type { PositionFields } from './position-fields.ts';

/** A language read from the database: checked on the way in; one no longer supported is English. */
export const storedLanguage = (stored: string): Language =>
  matchLanguage(stored) ?? DEFAULT_LANGUAGE;

/** The language a posting is written in when its employer names none: the site's default. */
export const postingLanguageOf = (tenant: Pick<TenantContext, 'config'>): Language =>
  tenant.config.defaultLanguage ?? DEFAULT_LANGUAGE;

type PostingTexts = Pick<
  PositionFields,
  'title' | 'description' | 'defaultLanguage' | 'translations'
>;

/** The languages a posting can be read in: its default one first, then its translations'. */
export const postingLanguages = (position: PostingTexts): Language[] => [
  position.defaultLanguage,
  ...position.translations.map((translation) => translation.language),
];

/** The languages a reader of `language` reads a posting in, best first: it, then its base. */
export const readerLanguages = (language: Language): Language[] => [
  language,
  ...languageFallbacks(language).filter((fallback) => fallback !== DEFAULT_LANGUAGE),
];

/**
 * The posting's title and description for a reader of `language`: that language, else its base
 * language (a pt-BR reader reads pt), else the posting's default language. `language` says which
 * one it is, for the `lang` of the text.
 */
export const postingTextIn = (position: PostingTexts, language: Language): PositionTranslation => {
  for (const candidate of readerLanguages(language)) {
    if (candidate === position.defaultLanguage) break;
    const translation = position.translations.find((t) => t.language === candidate);
    if (translation) return translation;
  }
  const { defaultLanguage, title, description } = position;
  return { language: defaultLanguage, title, description };
};
