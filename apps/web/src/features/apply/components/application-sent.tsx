import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';

/** After a successful application: what happens next, and where to go. */
export const ApplicationSent = ({ positionNames }: { positionNames: readonly string[] }) => {
  const { t } = useTranslation('apply');
  const { domain, isLoggedIn } = useBootData();
  return (
    <StatusPanel
      headingId="application-sent-heading"
      heading={t('sent.heading')}
      size="wide"
      takesFocus
      mark={
        <svg viewBox="0 0 24 24" strokeWidth="1.75">
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12.5 2.5 2.5L16 9.5" />
        </svg>
      }
      texts={[t('sent.text', { position: positionNames.join(', ') })]}
      actions={
        <>
          {isLoggedIn ? (
            <Link className={buttonClassName('primary')} to={careersHref('/applications', domain)}>
              {t('sent.applications')}
            </Link>
          ) : null}
          <Link className={buttonClassName('secondary')} to={careersHref('/', domain)}>
            {t('sent.search')}
          </Link>
        </>
      }
    />
  );
};
