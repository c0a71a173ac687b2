import { buildCareersUrl } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import styles from './dashboard.module.css';

/** A tab whose list has a page of its own: a line about it and the link there. */
const PageLinkPanel = ({ page }: { page: 'interviews' | 'events' }) => {
  const { t } = useTranslation('dashboard');
  const domain = useDomain();
  return (
    <div>
      <p className={styles.muted}>{t(`pageLinks.${page}.text`)}</p>
      <Link className={buttonClassName('primary')} to={buildCareersUrl(`/${page}`, domain)}>
        {t(`pageLinks.${page}.link`)}
      </Link>
    </div>
  );
};

export const InterviewsLinkPanel = () => <PageLinkPanel page="interviews" />;
export const EventsLinkPanel = () => <PageLinkPanel page="events" />;
/** Their counts come with the interviews and events lists. */
export const useNoCount = (): number | undefined => undefined;
