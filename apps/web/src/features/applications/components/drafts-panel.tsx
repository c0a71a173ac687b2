import { QueryState } from '@/components/query-state/query-state.tsx';
import { useDraftApplications } from '@/lib/data/applications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DraftList } from './draft-list.tsx';
import styles from './panels.module.css';

/**
 * The dashboard's draft applications: open ones to finish (`openDraftApplications`), and those
 * whose position has closed since (`closedDraftApplications`, archived_at set).
 */
export const DraftsPanel = () => {
  const { t } = useTranslation('applications');
  return (
    <QueryState
      query={useDraftApplications()}
      loadingLabel={t('loading')}
      errorText={t('error.heading')}
      isEmpty={(drafts) => drafts.length === 0}
      empty={<p>{t('emptyDrafts')}</p>}
    >
      {(drafts) => {
        const openDraftApplications = drafts.filter((draft) => draft.position.archived_at === null);
        const closedDraftApplications = drafts.filter(
          (draft) => draft.position.archived_at !== null,
        );
        return (
          <>
            {openDraftApplications.length ? (
              <section aria-labelledby="drafts-open">
                <h3 id="drafts-open" className={styles.heading}>
                  {t('sections.openDrafts')}
                </h3>
                <DraftList drafts={openDraftApplications} />
              </section>
            ) : null}
            {closedDraftApplications.length ? (
              <section aria-labelledby="drafts-closed">
                <h3 id="drafts-closed" className={styles.heading}>
                  {t('sections.closedDrafts')}
                </h3>
                <DraftList drafts={closedDraftApplications} />
              </section>
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
};

export const useDraftCount = () => useDraftApplications().data?.length;
