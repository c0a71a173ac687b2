import type { ProfileAnalysis } from '@careers/shared';
import { useId } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import styles from './profile-page.module.css';

/** The skills positions like the candidate's ask for that the profile lacks, and the best titles. */
export const AnalysisCard = ({ analysis }: { analysis: ProfileAnalysis['analysis'] }) => {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const { save, isPending } = useSaveProfile();
  const addSkill = (name: string) =>
    void save({
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name, proficiency: null, isParsed: false } },
    });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('analysis.title')}
      </h2>
      {analysis.comparedPositions === 0 ? (
        <p className={styles.empty}>{t('analysis.none')}</p>
      ) : (
        <>
          <p className={styles.itemDetail}>
            {t('analysis.compared', { total: analysis.comparedPositions })}
          </p>
          {analysis.bestTitles.length ? (
            <>
              <h3 className={styles.subTitle}>{t('analysis.bestTitles')}</h3>
              <ul className={styles.hints}>
                {analysis.bestTitles.map((entry) => (
                  <li key={entry.title}>
                    {entry.title}{' '}
                    <span className={styles.muted}>
                      {t('analysis.openCount', { total: entry.positionCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {analysis.missingSkills.length ? (
            <>
              <h3 className={styles.subTitle}>{t('analysis.missingSkills')}</h3>
              <ul className={styles.chips}>
                {analysis.missingSkills.map((skill) => (
                  <li key={skill.name} className={styles.chip}>
                    <span>{skill.name}</span>
                    <Button
                      variant="quiet"
                      isDisabled={isPending}
                      onPress={() => addSkill(skill.name)}
                      aria-label={t('analysis.addSkill', { skill: skill.name })}
                    >
                      +
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
};
