import { buildPageTitle, type PageId, type PageTitleParts } from '@careers/shared';
import { useEffect } from 'react';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { serverRender } from '@/lib/ssr/index.ts';

/** Sets document.title by the spec's rule, or to `override` (the not-found page). */
export const useDocumentTitle = (
  pageId: PageId | undefined,
  parts: PageTitleParts,
  override?: string,
): void => {
  const { t } = useTranslation('shell');
  const { config } = useBootData();
  const titleOf = (titleParts: PageTitleParts) =>
    override ??
    (pageId
      ? buildPageTitle(
          {
            ...titleParts,
            pageId,
            companyName: config.branding.companyName,
            seoTitles: config.seo.pageTitles,
          },
          (key, values) => t(key, values),
        )
      : t('title.careers', { company: config.branding.companyName }));
  const title = titleOf(parts);
  // The server has no effects: it takes the title from the parts the page gives as it renders.
  const server = serverRender();
  if (server) server.titleOf = titleOf;
  useEffect(() => {
    document.title = title;
  }, [title]);
};
