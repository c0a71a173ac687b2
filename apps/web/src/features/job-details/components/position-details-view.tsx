import type { PositionDetailsResult } from '@careers/shared';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { textLanguageProps } from '@/lib/i18n/text-language.ts';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { formatPosted } from '@/lib/format/format-posted.ts';
import { formatSalaryRange } from '../lib/format.ts';
import { applyHref, jobHref } from '@/lib/job-links/job-links.ts';
import { CartButton } from './cart-button.tsx';
import { PositionSideCards } from './position-side-cards.tsx';
import { usePositionConfig } from '../hooks/use-position-config.ts';
import { PinIcon } from './icons.tsx';
import styles from './position-details-view.module.css';
import { SaveButton } from './save-button.tsx';
import { ShareButton } from './share-button.tsx';

// Only a signed-in candidate may refer a friend, and the form and its dialog load with the
// button: a visitor's job page (the one crawlers and phones see first) loads without them.
const ReferFriendButton = lazy(async () => ({
  default: (
    await loadChunk(
      'refer-friend',
      () => import('@/components/refer-friend/refer-friend-dialog.tsx'),
    )
  ).ReferFriendButton,
}));

type PositionDetailsViewProps = {
  details: PositionDetailsResult;
  queriedLocation: string | undefined;
  nowMs: number;
};

/**
 * A position: its facts, Apply, save and share, the description, and beside it the match
 * details and insights, each loading on its own; a failure of either only hides it.
 */
export const PositionDetailsView = ({
  details,
  queriedLocation,
  nowMs,
}: PositionDetailsViewProps) => {
  const { t, i18n } = useTranslation('job-details');
  const { domain, isLoggedIn, config: tenantConfig } = useBootData();
  const [searchParams] = useSearchParams();
  const { position, metadata } = details;
  const config = usePositionConfig(position.id);
  const salary = formatSalaryRange(position.salary, i18n.language);
  const otherPlaces = position.locations.filter((place) => place.name !== position.location);
  const textLanguage = textLanguageProps(position.language, i18n.language);

  return (
    <article className={styles.view} aria-labelledby="position-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {position.department} · {position.category}
        </p>
        <h1 id="position-title" className={styles.title} {...textLanguage}>
          {position.name}
        </h1>
        <ul className={styles.facts}>
          {position.location ? (
            <li className={styles.fact}>
              <PinIcon />
              {position.location}
              {otherPlaces.length ? ` ${t('facts.morePlaces', { count: otherPlaces.length })}` : ''}
            </li>
          ) : null}
          <li className={styles.fact}>{t(`employmentType.${position.employmentType}`)}</li>
          {position.isRemote ? <li className={styles.fact}>{t('facts.remote')}</li> : null}
          {salary ? (
            <li className={styles.fact}>
              {position.salary?.period
                ? t(`facts.salary.${position.salary.period}`, { amount: salary })
                : salary}
            </li>
          ) : null}
          <li className={styles.fact}>
            {t('facts.posted', { when: formatPosted(position.postedTs, nowMs, i18n.language) })}
          </li>
        </ul>
        {metadata.isFallback && queriedLocation ? (
          <p className={styles.fallback} role="note">
            {t('facts.fallback', { queried: queriedLocation, location: position.location })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <a
            className={buttonClassName('apply', 'large')}
            href={applyHref(position.id, searchParams, domain)}
          >
            {t('apply')}
          </a>
          <SaveButton positionId={position.id} isSaved={position.positionUserActions.isSaved} />
          <CartButton positionId={position.id} />
          {isLoggedIn && tenantConfig.referralWithCandidateApplicationGate ? (
            <Suspense fallback={null}>
              <ReferFriendButton position={{ id: position.id, name: position.name }} />
            </Suspense>
          ) : null}
          {config.showShareLink ? (
            <ShareButton url={jobHref(position.id, searchParams, domain)} />
          ) : null}
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className={styles.sectionTitle}>
              {t('about')}
            </h2>
            <SanitizedHtml
              className={styles.description}
              html={position.description}
              {...textLanguage}
            />
          </section>
          {position.skills.length ? (
            <section aria-labelledby="skills-heading">
              <h2 id="skills-heading" className={styles.sectionTitle}>
                {t('skills')}
              </h2>
              <ul className={styles.skills}>
                {position.skills.map((skill) => (
                  <li key={skill} className={styles.skill}>
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {position.locations.length > 1 ? (
            <section aria-labelledby="places-heading">
              <h2 id="places-heading" className={styles.sectionTitle}>
                {t('locations')}
              </h2>
              <ul className={styles.places}>
                {position.locations.map((place) => (
                  <li key={place.name}>{place.name}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className={styles.side}>
          <PositionSideCards positionId={position.id} />
        </div>
      </div>
    </article>
  );
};
