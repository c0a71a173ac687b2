import type { PositionInsights } from '@careers/shared';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { formatDaysAgo } from '@/lib/format/format-posted.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './side-cards.module.css';

type InsightsCardProps = {
  insights: PositionInsights | undefined;
  isLoading: boolean;
  hrefOf: (pid: number) => string;
};

/** What the employer's other openings say about this role. */
export const InsightsCard = ({ insights, isLoading, hrefOf }: InsightsCardProps) => {
  const { t, i18n } = useTranslation('job-details');
  if (isLoading) {
    return (
      <section className={styles.card} aria-labelledby="insights-heading" aria-busy="true">
        <h2 id="insights-heading" className={styles.title}>
          {t('insights.title')}
        </h2>
        <p className={styles.loading}>
          <Spinner size="small" /> {t('insights.loading')}
        </p>
      </section>
    );
  }
  if (!insights) return null;
  return (
    <section className={styles.card} aria-labelledby="insights-heading">
      <h2 id="insights-heading" className={styles.title}>
        {t('insights.title')}
      </h2>
      <p className={styles.text}>
        {t('facts.posted', { when: formatDaysAgo(insights.postedDaysAgo, i18n.language) })}
      </p>
      {insights.topSkills.length ? (
        <>
          <h3 className={styles.subTitle}>
            {t('insights.topSkills', { count: insights.rolesCompared })}
          </h3>
          <ul className={styles.chips}>
            {insights.topSkills.map((skill) => (
              <li
                key={skill.skill}
                className={skill.isRequired ? `${styles.chip} ${styles.chipYes}` : styles.chip}
              >
                {skill.skill}
                <span className={styles.chipCount}>
                  <span aria-hidden="true"> · {skill.count}</span>
                  <span className={styles.srOnly}>
                    {t('insights.skillCount', { count: skill.count })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {insights.similarRoles.length ? (
        <>
          <h3 className={styles.subTitle}>{t('insights.similarRoles')}</h3>
          <ul className={styles.roleList}>
            {insights.similarRoles.map((role) => (
              <li key={role.id}>
                <a href={hrefOf(role.id)} className={styles.roleLink}>
                  {role.name}
                </a>
                <span className={styles.roleMeta}>
                  {role.department} · {role.location}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={styles.subTitle}>{t('insights.team', { team: insights.team.name })}</h3>
      <p className={styles.text}>
        {t('insights.teamOpenings', { count: insights.team.openCount, team: insights.team.name })}
      </p>
      {insights.team.positions.length ? (
        <ul className={styles.roleList}>
          {insights.team.positions.map((role) => (
            <li key={role.id}>
              <a href={hrefOf(role.id)} className={styles.roleLink}>
                {role.name}
              </a>
              <span className={styles.roleMeta}>{role.location}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
