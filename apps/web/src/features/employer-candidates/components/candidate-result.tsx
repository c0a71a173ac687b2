import type { AdminCandidateSummary } from '@careers/shared';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './candidates.module.css';

/** One candidate in the search results: name (the link), email, title, skills, applications. */
export const CandidateResult = ({ candidate }: { candidate: AdminCandidateSummary }) => {
  const { t, i18n } = useTranslation('employer-candidates');
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={`/employer/candidates/${candidate.id}`}>{candidate.name}</Link>
      </h2>
      <p className={styles.meta}>
        <bdi>{candidate.email}</bdi>
        {candidate.headline && (
          <>
            {' · '}
            <bdi>{candidate.headline}</bdi>
          </>
        )}
      </p>
      <p className={styles.meta}>
        {t('search.applications', { total: candidate.applicationCount })}
        {candidate.lastAppliedAt &&
          ` · ${t('search.lastApplied', { date: formatDateTime(candidate.lastAppliedAt, i18n.language) })}`}
      </p>
      {candidate.skills.length > 0 && (
        <ul className={styles.tags} aria-label={t('candidate.skills')}>
          {candidate.skills.slice(0, 8).map((skill) => (
            <li key={skill}>
              <bdi>{skill}</bdi>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};
