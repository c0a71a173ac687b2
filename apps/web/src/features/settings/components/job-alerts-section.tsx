import { Button, buttonClassName } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useJobAlerts } from '../api/job-alerts.ts';
import { JobAlertRow } from './job-alert-row.tsx';
import { SettingsSection } from './settings-section.tsx';
import { SuggestedJobAlerts } from './suggested-job-alerts.tsx';
import styles from './settings.module.css';

/**
 * The candidate's saved searches with job alerts (pause, resume, rename, delete), and alerts
 * suggested from the profile's work preferences where the site has job alerts.
 */
export const JobAlertsSection = () => {
  const { t } = useTranslation('settings');
  const { domain } = useBootData();
  const alerts = useJobAlerts();
  return (
    <SettingsSection title={t('alerts.title')}>
      {alerts.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size="small" /> {t('alerts.loading')}
        </p>
      ) : alerts.isError ? (
        <div role="alert">
          <p>{t('alerts.failed')}</p>
          <Button variant="secondary" onPress={() => void alerts.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {alerts.data.searches.length === 0 ? (
            <>
              <p className={styles.hint}>{t('alerts.empty')}</p>
              <a
                className={buttonClassName('secondary', 'medium', styles.startLink)}
                href={`/careers?domain=${encodeURIComponent(domain)}`}
              >
                {t('alerts.search')}
              </a>
            </>
          ) : (
            <ul className={styles.list}>
              {alerts.data.searches.map((alert) => (
                <JobAlertRow key={alert.id} alert={alert} />
              ))}
            </ul>
          )}
          {alerts.data.canCreate ? <SuggestedJobAlerts alerts={alerts.data.searches} /> : null}
        </>
      )}
    </SettingsSection>
  );
};
