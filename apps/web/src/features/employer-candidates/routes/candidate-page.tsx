import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { errorText, isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useAdminCandidate } from '../api/candidates.ts';
import { CandidateApplicationCard } from '../components/candidate-application.tsx';
import { CandidateProfile } from '../components/candidate-profile.tsx';
import styles from '../components/candidates.module.css';

/** /employer/candidates/:id: a candidate's profile and resume beside their applications. */
export const CandidatePage = () => {
  const { t } = useTranslation('employer-candidates');
  const id = Number(useParams().id);
  const candidate = useAdminCandidate(id);
  const data = candidate.data;

  useEffect(() => {
    if (data) document.title = t('candidate.pageTitle', { name: data.name });
  }, [data, t]);

  const isMissing =
    !Number.isInteger(id) || (isHttpError(candidate.error) && candidate.error.status === 404);

  return (
    <section aria-labelledby="candidate-heading">
      <p>
        <Link to="/employer/candidates" className={styles.link}>
          {t('candidate.back')}
        </Link>
      </p>
      {candidate.isPending && !isMissing && (
        <p role="status">
          <InlineSpinner /> {t('candidate.loading')}
        </p>
      )}
      {(isMissing || candidate.isError) && (
        <div role="alert" className={styles.alert}>
          <h1 id="candidate-heading">{t('candidate.errorTitle')}</h1>
          <p>
            {isMissing ? t('candidate.notFound') : errorText(candidate.error, t('candidate.error'))}
          </p>
          {!isMissing && (
            <Button variant="secondary" onPress={() => void candidate.refetch()}>
              {t('search.retry')}
            </Button>
          )}
        </div>
      )}
      {data && (
        <>
          <h1 id="candidate-heading">{data.name}</h1>
          <div className={styles.layout}>
            <CandidateProfile candidate={data} />
            <section aria-labelledby="applications-heading">
              <h2 id="applications-heading" className={styles.sectionTitle}>
                {t('candidate.applications')}
              </h2>
              {data.applications.length === 0 ? (
                <p className={styles.panel}>{t('candidate.noApplications')}</p>
              ) : (
                <ul className={styles.list}>
                  {data.applications.map((application) => (
                    <CandidateApplicationCard key={application.id} application={application} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </section>
  );
};
