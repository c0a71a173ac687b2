import { QueryState } from '@/components/query-state/query-state.tsx';
import { useApplications } from '@/lib/data/applications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ApplicationList } from './application-list.tsx';
import styles from './panels.module.css';

/** The dashboard's applications tab: those under way, then those that are over. */
export const ApplicationsPanel = () => {
  const { t } = useTranslation('applications');
  return (
    <QueryState
      query={useApplications()}
      loadingLabel={t('loading')}
      errorText={t('error.heading')}
      isEmpty={(data) => !data.applications.length && !data.inactiveApplications.length}
      empty={<p>{t('emptySubmitted')}</p>}
    >
      {({ applications, inactiveApplications }) => (
        <>
          {applications.length ? (
            <section aria-labelledby="applications-active">
              <h3 id="applications-active" className={styles.heading}>
                {t('sections.active')}
              </h3>
              <ApplicationList applications={applications} />
            </section>
          ) : null}
          {inactiveApplications.length ? (
            <section aria-labelledby="applications-inactive">
              <h3 id="applications-inactive" className={styles.heading}>
                {t('sections.inactive')}
              </h3>
              <ApplicationList applications={inactiveApplications} />
            </section>
          ) : null}
        </>
      )}
    </QueryState>
  );
};

export const useApplicationCount = () => {
  const { data } = useApplications();
  return data && data.applications.length + data.inactiveApplications.length;
};
