import type { SearchPosition } from '@careers/shared';
import type { MouseEvent } from 'react';
import { formatPosted } from '@/lib/format/format-posted.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { textLanguageProps } from '@/lib/i18n/text-language.ts';
import styles from './result-card.module.css';

type ResultCardProps = {
  position: SearchPosition;
  href: string;
  isSelected: boolean;
  /** Desktop: show the position beside the list instead of following the link. */
  onSelect: ((pid: number) => void) | undefined;
  nowMs: number;
};

/** One search result: a link to the position, selected in place on desktop. */
export const ResultCard = ({ position, href, isSelected, onSelect, nowMs }: ResultCardProps) => {
  const { t, i18n } = useTranslation('search');
  const [primary, ...others] = position.locations;
  const where = primary
    ? others.length
      ? t('card.locationsMore', { location: primary, count: others.length })
      : primary
    : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(position.id);
  };
  return (
    <article className={isSelected ? `${styles.card} ${styles.selected}` : styles.card}>
      <h3 className={styles.title}>
        <a
          href={href}
          className={styles.link}
          aria-current={isSelected ? 'true' : undefined}
          onClick={onClick}
        >
          <bdi {...textLanguageProps(position.language, i18n.language)}>{position.name}</bdi>
        </a>
      </h3>
      <p className={styles.meta}>{[position.department, where].filter(Boolean).join(' · ')}</p>
      <ul className={styles.tags} aria-label={t('card.details')}>
        <li className={styles.tag}>
          {t(`employmentType.${position.employmentType}`, {
            defaultValue: position.employmentType.replace(/_/g, ' '),
          })}
        </li>
        {position.isRemote ? <li className={styles.tag}>{t('card.remote')}</li> : null}
        {position.distanceKm === undefined ? null : (
          <li className={styles.tag}>
            {t('card.distance', { distance: Math.round(position.distanceKm) })}
          </li>
        )}
        <li className={styles.posted}>
          {t('card.posted', { when: formatPosted(position.postedTs, nowMs, i18n.language) })}
        </li>
      </ul>
    </article>
  );
};
