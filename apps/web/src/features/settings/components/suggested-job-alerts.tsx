import type { SavedSearch } from '@careers/shared';
import { useId } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useProfile } from '@/lib/data/profile.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useCreateJobAlert } from '../api/job-alerts.ts';
import { suggestJobAlerts, type JobAlertSuggestion } from '../lib/suggest-job-alerts.ts';
import styles from './settings.module.css';

const SuggestionRow = ({ suggestion }: { suggestion: JobAlertSuggestion }) => {
  const { t } = useTranslation('settings');
  const create = useCreateJobAlert();
  const bodyId = useId();
  return (
    <li className={styles.alert}>
      <div className={styles.alertBody} id={bodyId}>
        <p className={styles.alertName} dir="auto">
          {suggestion.query}
        </p>
        <p className={styles.hint} dir="auto">
          {suggestion.location || t('alerts.anywhere')}
        </p>
      </div>
      <Button
        variant="secondary"
        // named by its visible text, described by the search it creates (WCAG label in name)
        aria-describedby={bodyId}
        isPending={create.isPending}
        onPress={() =>
          create.mutate(suggestion, {
            onSuccess: () => toast.success(t('alerts.created')),
            onError: (error) => toast.error(errorText(error, t('saveFailed'))),
          })
        }
      >
        {t('alerts.create')}
      </Button>
    </li>
  );
};

/**
 * Job alerts suggested from the titles and places of the candidate's work preferences; nothing
 * while the profile loads, when it has no desired titles, or when every suggestion exists.
 */
export const SuggestedJobAlerts = ({ alerts }: { alerts: readonly SavedSearch[] }) => {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const profile = useProfile();
  if (!profile.data) return null;
  const suggestions = suggestJobAlerts(profile.data.jobPreferences, alerts);
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('alerts.suggestionsTitle')}
      </h3>
      <p className={styles.hint}>{t('alerts.suggestionsHint')}</p>
      <ul className={styles.list}>
        {suggestions.map((suggestion) => (
          <SuggestionRow key={suggestion.name} suggestion={suggestion} />
        ))}
      </ul>
    </section>
  );
};
