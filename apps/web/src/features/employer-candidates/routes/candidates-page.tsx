import { ADMIN_CANDIDATE_PAGE_SIZE } from '@careers/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { useDebouncedValue } from '@/components/autocomplete/use-debounced-value.ts';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useCandidateSearch } from '../api/candidates.ts';
import { CandidateResult } from '../components/candidate-result.tsx';
import styles from '../components/candidates.module.css';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/** /employer/candidates: the site's candidates, searched as the recruiter types (?q= in the address). */
export const CandidatesPage = () => {
  const { t } = useTranslation('employer-candidates');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number(params.get('page')) || 1);

  useEffect(() => {
    if (q === (params.get('q') ?? '')) return;
    setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);

  const search = useCandidateSearch({ q: params.get('q') ?? '', page });
  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_CANDIDATE_PAGE_SIZE)) : 1;
  const goTo = (next: number) =>
    setParams({ ...(params.get('q') && { q: params.get('q')! }), page: String(next) });

  return (
    <section aria-labelledby="candidates-heading">
      <h1 id="candidates-heading">{t('search.title')}</h1>
      <div role="search" className={styles.search}>
        <label htmlFor="candidates-search">{t('search.label')}</label>
        <input
          id="candidates-search"
          type="search"
          value={text}
          aria-describedby="candidates-search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <span id="candidates-search-hint" className={styles.hint}>
          {t('search.hint')}
        </span>
      </div>
      <p role="status" className={styles.meta}>
        {search.isPending || (search.isFetching && search.isPlaceholderData) ? (
          <>
            <InlineSpinner /> {t('search.loading')}
          </>
        ) : data ? (
          t('search.count', { total: data.total })
        ) : null}
      </p>
      {search.isError && (
        <div role="alert" className={styles.alert}>
          <p>
            <strong>{t('search.error')}</strong> {errorText(search.error, '')}
          </p>
          <Button variant="secondary" onPress={() => void search.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      )}
      {data && data.total === 0 && (
        <p className={styles.panel}>
          {params.get('q') ? t('search.empty', { q: params.get('q') }) : t('search.emptyAll')}
        </p>
      )}
      {data && data.total > 0 && (
        <ul className={styles.list}>
          {data.candidates.map((candidate) => (
            <CandidateResult key={candidate.id} candidate={candidate} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('search.pages')} className={styles.pager}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => goTo(page - 1)}>
            {t('search.previous')}
          </Button>
          <span>{t('search.pageOf', { page, pages })}</span>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => goTo(page + 1)}>
            {t('search.next')}
          </Button>
        </nav>
      )}
    </section>
  );
};
