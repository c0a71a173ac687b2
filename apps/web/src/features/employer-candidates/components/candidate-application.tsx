import type { CandidateApplication } from '@careers/shared';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './candidates.module.css';

/** One application: the position, its status, the form's answers and the status history. */
export const CandidateApplicationCard = ({
  application,
}: {
  application: CandidateApplication;
}) => {
  const { t, i18n } = useTranslation(['employer-candidates', 'employer']);
  const status = (value: string) => t(`employer:applicationStatus.${value}`);
  const headingId = `application-${application.id}`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId}>
        <div className={styles.headingRow}>
          <h3 id={headingId} className={styles.cardTitle}>
            <bdi>{application.positionTitle}</bdi>
          </h3>
          <span className={styles.status}>{status(application.status)}</span>
        </div>
        <p className={styles.meta}>
          {t('candidate.appliedOn', { date: formatDateTime(application.appliedAt, i18n.language) })}
          {' · '}
          <Link
            className={styles.link}
            to={`/employer/positions/${application.positionId}/pipeline`}
          >
            {t('candidate.pipeline')}
            <span className="visually-hidden">: {application.positionTitle}</span>
          </Link>
        </p>
        <h4 className={styles.sectionTitle}>{t('candidate.history')}</h4>
        <ol
          className={styles.history}
          aria-label={t('candidate.historyOf', { title: application.positionTitle })}
        >
          {application.history.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              <span className={styles.status}>{status(event.status)}</span>{' '}
              <time dateTime={event.created_at} className={styles.meta}>
                {formatDateTime(event.created_at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
        {application.answers.length === 0 ? (
          <p className={styles.meta}>{t('candidate.noAnswers')}</p>
        ) : (
          <details className={styles.answers}>
            <summary>{t('candidate.answersCount', { total: application.answers.length })}</summary>
            <dl className={styles.answerList}>
              {application.answers.map((answer) => (
                <div key={answer.name}>
                  <dt>
                    <bdi>{answer.label}</bdi>
                  </dt>
                  <dd>
                    {typeof answer.value === 'boolean' ? (
                      answer.value ? (
                        t('candidate.yes')
                      ) : (
                        t('candidate.no')
                      )
                    ) : (
                      <bdi>{answer.value}</bdi>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </article>
    </li>
  );
};
