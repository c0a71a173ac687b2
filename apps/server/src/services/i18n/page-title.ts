import { buildPageTitle, type Language, type PageId, type TenantConfig } from '@careers/shared';
import { translatorFor } from './server-i18n.ts';

/**
 * A page's title as the web app words it in `language` (the same rule and the same catalogue),
 * so the title in the server's HTML is the one the page keeps after it starts.
 */
export const pageTitleIn = (input: {
  config: TenantConfig;
  language: Language;
  pageId: PageId | undefined;
  position?: string | undefined;
}) => {
  const t = translatorFor(input.language, 'shell');
  const companyName = input.config.branding.companyName;
  if (!input.pageId) return t('title.careers', { company: companyName });
  return buildPageTitle(
    {
      pageId: input.pageId,
      companyName,
      seoTitles: input.config.seo.pageTitles,
      position: input.position,
    },
    (key, values) => t(key, values),
  );
};
