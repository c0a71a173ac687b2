import type { SearchPosition } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/button/button.tsx';
import { formatPosted } from '../lib/format-posted.ts';
import { useNow } from '../hooks/use-now.ts';
import styles from './position-preview.module.css';

type PositionPreviewProps = {
  position: SearchPosition;
  jobHref: string;
  applyHref: string;
};

/** The selected position beside the list (desktop): its facts, the full page and Apply. */
export const PositionPreview = ({ position, jobHref, applyHref }: PositionPreviewProps) => {
  const { t, i18n } = useTranslation('search');
  const nowMs = useNow();
  return (
    <article className={styles.panel} aria-labelledby={`preview-${String(position.id)}`}>
      <h2 id={`preview-${String(position.id)}`} className={styles.title}>
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
        <a className={buttonClassName('primary', 'large')} href={applyHref}>
          {t('preview.apply')}
        </a>
        <a className={buttonClassName('secondary', 'large')} href={jobHref}>
          {t('preview.viewJob')}
        </a>
      </div>
    </article>
  );
};
