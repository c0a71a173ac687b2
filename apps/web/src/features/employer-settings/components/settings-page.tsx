import { Button } from '@/components/button/button.tsx';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSiteSettings } from '../api/site-settings.ts';
import { SettingsForm } from './settings-form.tsx';
import styles from './settings.module.css';

/**
 * /employer/settings: the site's settings for admins. The form starts afresh from each version
 * it reads (after a save, or a reload after someone else's save).
 */
export const SettingsPage = () => {
  const { t } = useTranslation('employer-settings');
  const query = useSiteSettings();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.hint}>{t('intro')}</p>
      {query.isPending ? (
        <p role="status">
          <InlineSpinner /> {t('loading')}
        </p>
      ) : query.isError ? (
        <div className={styles.alert} role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <SettingsForm
          key={query.data.version}
          loaded={query.data}
          onReload={() => void query.refetch()}
        />
      )}
    </div>
  );
};
