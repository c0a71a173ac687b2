import { escapeMarkup, type Language, textDirection } from '@careers/shared';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/** The page the job-alert e-mail's unsubscribe link opens, in the reader's language. */
export const unsubscribePage = (page: {
  removed: boolean;
  language: Language;
  company: string;
  domain: string;
}) => {
  const t = translatorFor(page.language);
  const say = (key: string, params: Record<string, string> = {}) =>
    escapeMarkup(t(`unsubscribePage.${key}`, params));
  const heading = page.removed ? say('done') : say('invalid');
  const text = page.removed ? say('doneText', { company: page.company }) : say('invalidText');
  const search = `/careers?domain=${encodeURIComponent(page.domain)}&hl=${encodeURIComponent(page.language)}`;
  return `<!doctype html><html lang="${page.language}" dir="${textDirection(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${say('title')}</title></head><body><main><h1>${heading}</h1><p>${text}</p><p><a href="${escapeMarkup(search)}">${say('search')}</a></p></main></body></html>`;
};
