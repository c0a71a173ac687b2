import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';
import { usePageTitleParts } from '@/lib/page-title/index.ts';
import { readSearchText } from '../lib/path-search-text.ts';

/** /careers, /careers/search and /careers/{query}/{location}: job search arrives with its issue. */
export const SearchPage = () => {
  const { t } = useTranslation('pages');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { query, location } = readSearchText(params, searchParams);
  usePageTitleParts({ query, location });

  const searched =
    query && location
      ? t('jobs.searchedQueryAndLocation', { query, location })
      : query
        ? t('jobs.searchedQuery', { query })
        : location
          ? t('jobs.searchedLocation', { location })
          : undefined;

  return (
    <ComingSoon heading={t('jobs.heading')} title={t('jobs.title')} text={t('jobs.text')}>
      {searched ? <p>{searched}</p> : null}
    </ComingSoon>
  );
};
