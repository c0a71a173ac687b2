import type { SearchPosition } from '@careers/shared';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { usePositionExtras } from '@/lib/position-extras/position-extras-context.ts';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html.tsx';
import { toast } from '@/lib/toast/index.ts';
import { usePositionDetails } from '@/lib/data/position-details.ts';
import { DETAILS_TOAST_MS } from '../lib/search-constants.ts';
import { formatPosted } from '@/lib/format/format-posted.ts';
import { textLanguageProps } from '@/lib/i18n/text-language.ts';
import { useNow } from '../hooks/use-now.ts';
import styles from './position-preview.module.css';

type PositionPreviewProps = {
  position: SearchPosition;
  queriedLocation: string;
  jobHref: string;
  applyHref: string;
};

/** The selected position beside the list (desktop): its facts, the full page and Apply. */
export const PositionPreview = ({
  position,
  queriedLocation,
  jobHref,
  applyHref,
}: PositionPreviewProps) => {
  const { t, i18n } = useTranslation('search');
  const nowMs = useNow();
  const renderExtras = usePositionExtras();
  const details = usePositionDetails(position.id, queriedLocation);
  useEffect(() => {
    if (details.isError) toast.error(t('preview.failed'), { durationMs: DETAILS_TOAST_MS });
  }, [details.isError, t]);
  return (
    <article className={styles.panel} aria-labelledby={`preview-${String(position.id)}`}>
      <h2
        id={`preview-${String(position.id)}`}
        className={styles.title}
        dir="auto"
        {...textLanguageProps(position.language, i18n.language)}
      >
        {position.name}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('preview.department')}</dt>
          <dd>{position.department}</dd>
        </div>
        <div>
          <dt>{t('preview.team')}</dt>
          <dd>{position.category}</dd>
        </div>
        <div>
          <dt>{t('preview.locations')}</dt>
          <dd>{position.locations.join(' · ') || t('card.remote')}</dd>
        </div>
        <div>
          <dt>{t('preview.type')}</dt>
          <dd>
            {t(`employmentType.${position.employmentType}`, {
              defaultValue: position.employmentType.replace(/_/g, ' '),
            })}
            {position.isRemote ? ` · ${t('card.remote')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('preview.posted')}</dt>
          <dd>{formatPosted(position.postedTs, nowMs, i18n.language)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <a className={buttonClassName('apply', 'large')} href={applyHref}>
          {t('preview.apply')}
        </a>
        {/* In the app, so the page's entry moves the focus to the job page's <main>. */}
        <Link className={buttonClassName('secondary', 'large')} to={jobHref}>
          {t('preview.viewJob')}
        </Link>
      </div>
      {renderExtras ? (
        <Suspense fallback={null}>
          <div className={styles.extras}>{renderExtras(position.id)}</div>
        </Suspense>
      ) : null}
      {details.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner size="small" /> {t('preview.loading')}
        </p>
      ) : details.isError ? (
        <p className={styles.loading}>{t('preview.failed')}</p>
      ) : (
        <section aria-label={t('preview.description')}>
          <SanitizedHtml
            className={styles.description}
            html={details.data.position.description}
            {...textLanguageProps(details.data.position.language, i18n.language)}
          />
        </section>
      )}
    </article>
  );
};
