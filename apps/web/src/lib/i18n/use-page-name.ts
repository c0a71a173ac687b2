import { useTranslation } from './index.ts';
/**
 * The name of a page of the careers site (by its page id) in the reader's language, as the
 * console shows it (site settings, analytics); an id without a name stays as it is.
 */
export const usePageName = () => {
  const { t } = useTranslation('employer');
  return (pageId: string) => t(`pageNames.${pageId}`, { defaultValue: pageId });
};
