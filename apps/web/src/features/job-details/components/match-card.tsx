import type { MatchDetails } from '@careers/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import type { UploadResumeResult } from '@/lib/resume-upload/use-resume-upload-flow.ts';
import { StarIcon } from './icons.tsx';
import styles from './side-cards.module.css';

// Only a signed-in candidate without a profile is offered the upload (its file picker, progress
// dialog and profile calls): a visitor's job page loads without them.
const ResumeUpload = lazy(async () => ({
  default: (await loadChunk('resume-upload', () => import('@/lib/resume-upload/resume-upload.tsx')))
    .ResumeUpload,
}));
const UploadSuggestions = lazy(async () => ({
  default: (
    await loadChunk('resume-upload', () => import('@/lib/resume-upload/upload-suggestions.tsx'))
  ).UploadSuggestions,
}));

type MatchCardProps = {
  match: MatchDetails | undefined;
  isLoading: boolean;
  profileHref: string;
};

const Stars = ({ stars }: { stars: number }) => (
  <span className={styles.stars}>
    {[1, 2, 3, 4, 5].map((place) => (
      <StarIcon
        key={place}
        fill={stars >= place ? 'full' : stars >= place - 0.5 ? 'half' : 'empty'}
      />
    ))}
  </span>
);

/**
 * How the candidate's profile matches the position, or an invitation to get a match. After an
 * upload from here the match takes the upload's place: the focus goes to its heading (the upload
 * button is gone) and what the parse was not sure of is asked under the score.
 */
export const MatchCard = ({ match, isLoading, profileHref }: MatchCardProps) => {
  const { t } = useTranslation('job-details');
  const { config } = useBootData();
  const { openLoginModal } = useLoginModal();
  const canSignIn = config.loginSignupConfig.candidateLoginEnabled;
  const matchedId = useId();
  const missingId = useId();
  const [uploaded, setUploaded] = useState<UploadResumeResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasScore = match?.status === 'ok' && match.score !== null && match.stars !== null;
  useEffect(() => {
    if (uploaded && hasScore) headingRef.current?.focus();
  }, [uploaded, hasScore]);

  if (isLoading) {
    return (
      <section className={styles.card} aria-labelledby="match-heading" aria-busy="true">
        <h2 id="match-heading" className={styles.title}>
          {t('match.title')}
        </h2>
        <p className={styles.loading}>
          <Spinner size="small" /> {t('match.loading')}
        </p>
      </section>
    );
  }
  if (!match) return null;
  if (match.status !== 'ok' || match.score === null || match.stars === null) {
    return (
      <section className={styles.card} aria-labelledby="match-heading">
        <h2 id="match-heading" className={styles.title}>
          {t('match.title')}
        </h2>
        <p className={styles.text}>
          {match.status === 'visitor' ? t('match.visitorText') : t('match.noProfileText')}
        </p>
        <div className={styles.actions}>
          {match.status === 'visitor' && canSignIn ? (
            <Button onPress={() => openLoginModal()}>{t('match.signIn')}</Button>
          ) : null}
          {match.status === 'no_profile' ? (
            <>
              <Suspense fallback={null}>
                <ResumeUpload label={t('match.uploadResume')} onUploaded={setUploaded} />
              </Suspense>
              <a className={styles.linkButton} href={profileHref}>
                {t('match.editProfile')}
              </a>
            </>
          ) : null}
        </div>
      </section>
    );
  }
  const { skills, location } = match;
  return (
    <section className={styles.card} aria-labelledby="match-heading">
      <div className={styles.matchHead}>
        <h2 id="match-heading" className={styles.title} ref={headingRef} tabIndex={-1}>
          {t('match.title')}
        </h2>
        {match.isStrongMatch ? <span className={styles.strong}>{t('match.strong')}</span> : null}
      </div>
      <div className={styles.score}>
        <span className={styles.scoreValue}>{t('match.score', { score: match.score })}</span>
        <span className={styles.scoreStars}>
          <Stars stars={match.stars} />
          <span className={styles.srOnly}>{t('match.stars', { stars: match.stars })}</span>
        </span>
      </div>
      <p className={styles.text}>
        {match.isStrongMatch
          ? t('match.strongText')
          : t('match.weakText', { threshold: match.threshold })}
      </p>
      {uploaded?.parse.suggestedFields.length ? (
        <Suspense fallback={null}>
          <UploadSuggestions />
        </Suspense>
      ) : null}
      {skills.matched.length ? (
        <>
          <h3 id={matchedId} className={styles.subTitle}>
            {t('match.skillsMatched')}
          </h3>
          <ul className={styles.chips} aria-labelledby={matchedId}>
            {skills.matched.map((skill) => (
              <li key={skill} className={`${styles.chip} ${styles.chipYes}`}>
                {skill}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {skills.missing.length ? (
        <>
          <h3 id={missingId} className={styles.subTitle}>
            {t('match.skillsMissing')}
          </h3>
          <ul className={styles.chips} aria-labelledby={missingId}>
            {skills.missing.map((skill) => (
              <li key={skill} className={styles.chip}>
                {skill}
              </li>
            ))}
          </ul>
          <p className={styles.hint}>
            <a href={profileHref}>{t('match.skillsHint')}</a>
          </p>
        </>
      ) : null}
      <h3 className={styles.subTitle}>{t('match.experience')}</h3>
      {match.relatedExperience.length ? (
        <ul className={styles.plainList}>
          {match.relatedExperience.map((entry) => (
            <li key={`${entry.title}-${entry.company}`}>
              {t('match.experienceItem', {
                title: entry.title,
                company: entry.company,
                count: entry.years,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.text}>{t('match.noRelatedExperience')}</p>
      )}
      <h3 className={styles.subTitle}>{t('match.location')}</h3>
      <p className={styles.text}>
        {t(`match.fit.${location.fit}`, {
          place: location.candidateLocation ?? '',
          distance: location.distanceKm ?? 0,
        })}
      </p>
    </section>
  );
};
