import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { PageFrame } from '../page/page-frame.tsx';
import styles from './not-found-page.module.css';

export const NotFoundContent = () => {
  const { t } = useTranslation('shell');
  const { domain } = useBootData();
  return (
    <StatusPanel
      headingId="not-found-heading"
      heading={t('notFound.heading')}
      size="wide"
      isPlain
      mark={<p className={styles.code}>404</p>}
      texts={[t('notFound.text')]}
      actions={
        <Link className={buttonClassName('primary')} to={careersHref('/', domain)}>
          {t('notFound.action')}
        </Link>
      }
    />
  );
};

/** Unknown /careers/* (and other) paths. */
export const NotFoundPage = () => {
  const { t } = useTranslation('shell');
  const { config } = useBootData();
  return (
    <PageFrame
      hasFooter
      documentTitle={t('title.notFound', { company: config.branding.companyName })}
    >
      <NotFoundContent />
    </PageFrame>
  );
};
