import { useId } from 'react';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useAccountSettings } from '../api/account-settings.ts';
import { AccountSection } from '../components/account-section.tsx';
import { JobAlertsSection } from '../components/job-alerts-section.tsx';
import { LanguageSection } from '../components/language-section.tsx';
import { NotificationsSection } from '../components/notifications-section.tsx';
import styles from '../components/settings.module.css';
import { TimeZoneSection } from '../components/time-zone-section.tsx';

/** /careers/settings : language, time zone, notifications, job alerts and the account. */
export const SettingsPage = () => {
  const { t } = useTranslation('settings');
  const settings = useAccountSettings();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('heading')}
      </h1>
      <p className={styles.intro}>{t('intro')}</p>
      {settings.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      ) : settings.isError ? (
        <div role="alert">
          <p>{t('failed')}</p>
          <Button onPress={() => void settings.refetch()}>{t('retry')}</Button>
        </div>
      ) : (
        <>
          <LanguageSection language={settings.data.language} />
          <TimeZoneSection timeZone={settings.data.timeZone} />
          <NotificationsSection preferences={settings.data.notificationPreferences} />
          <JobAlertsSection />
          <AccountSection email={settings.data.email} />
        </>
      )}
    </section>
  );
};
