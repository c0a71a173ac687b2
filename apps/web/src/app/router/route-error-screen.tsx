import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen/error-screen.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { reportRenderCrash } from '../page/report-render-crash.ts';
import styles from './not-found-page.module.css';

/** A crash outside any page (the layout itself): the same error screen, reported the same way. */
export const RouteErrorScreen = ({ error }: { error: unknown }) => {
  const { config, domain, user } = useBootData();
  const homeHref = careersHref('/', domain);
  useEffect(() => {
    reportRenderCrash({ error, pageId: undefined, domain });
  }, [error, domain]);
  const isAdmin = user?.is_admin === true;
  return (
    <main id="main" className={styles.errorMain}>
      <ErrorScreen
        backHref={homeHref}
        contactHref={config.contactUrl ?? homeHref}
        details={
          isAdmin
            ? {
                message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
                stack: error instanceof Error ? error.stack : undefined,
              }
            : undefined
        }
      />
    </main>
  );
};
