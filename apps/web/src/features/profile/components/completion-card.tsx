import type { ProfileAnalysis } from '@careers/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './profile-page.module.css';

/** How complete the profile is, and what to add next (most useful first). */
export const CompletionCard = ({ completion }: { completion: ProfileAnalysis['completion'] }) => {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const percentage = Math.round(Math.min(100, Math.max(0, completion.percentage)));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('completion.title')}
      </h2>
      <div
        className={styles.meter}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-labelledby={headingId}
      >
        <span className={styles.meterFill} style={{ inlineSize: `${percentage}%` }} />
      </div>
      <p className={styles.meterValue}>{t('completion.value', { percentage })}</p>
      {completion.missing.length ? (
        <>
          <h3 className={styles.subTitle}>{t('completion.next')}</h3>
          <ul className={styles.hints}>
            {completion.missing.map((entry) => (
              <li key={entry.section}>
                <strong>{t(`sections.${entry.section}`)}</strong> {entry.hint}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.empty}>{t('completion.done')}</p>
      )}
    </section>
  );
};
