import type { SavedSearch } from '@careers/shared';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useDeleteJobAlert, useUpdateJobAlert } from '../api/job-alerts.ts';
import styles from './settings.module.css';
import { useSaveFeedback } from './use-save-feedback.ts';

/** What the alert searches for, in words: the query, the place and the filters' values. */
const describe = (alert: SavedSearch) =>
  [alert.query, alert.location, ...Object.values(alert.filters).flat()].filter(Boolean).join(' · ');

export const JobAlertRow = ({ alert }: { alert: SavedSearch }) => {
  const { t } = useTranslation('settings');
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const feedback = useSaveFeedback();
  const [name, setName] = useState<string | null>(null);
  const isRenaming = name !== null;
  const summary = describe(alert) || t('alerts.allJobs');

  return (
    <li className={styles.alert}>
      <div className={styles.alertBody}>
        <p className={styles.alertName}>{alert.name}</p>
        <p className={styles.hint}>{summary}</p>
        <span className={alert.isPaused ? `${styles.badge} ${styles.badgePaused}` : styles.badge}>
          {alert.isPaused ? t('alerts.paused') : t('alerts.active')}
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={t(alert.isPaused ? 'alerts.resumeLabel' : 'alerts.pauseLabel', {
            name: alert.name,
          })}
          isPending={update.isPending && !isRenaming}
          onPress={() =>
            update.mutate({ id: alert.id, body: { isPaused: !alert.isPaused } }, feedback)
          }
        >
          {alert.isPaused ? t('alerts.resume') : t('alerts.pause')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('alerts.renameLabel', { name: alert.name })}
          onPress={() => setName(alert.name)}
        >
          {t('alerts.rename')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('alerts.deleteLabel', { name: alert.name })}
          isPending={remove.isPending}
          onPress={() =>
            remove.mutate(alert.id, {
              onSuccess: () => toast.success(t('alerts.deleted')),
              onError: (error) => toast.error(errorText(error, t('saveFailed'))),
            })
          }
        >
          {t('alerts.delete')}
        </Button>
      </div>
      {isRenaming ? (
        <Form
          className={styles.rename}
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) return;
            update.mutate(
              { id: alert.id, body: { name: name.trim() } },
              {
                onSuccess: () => {
                  feedback.onSuccess();
                  setName(null);
                },
                onError: feedback.onError,
              },
            );
          }}
        >
          <TextField
            label={t('alerts.nameLabel')}
            value={name}
            onChange={setName}
            error={undefined}
            maxLength={120}
            isRequired
          />
          <Button type="submit" isPending={update.isPending}>
            {t('alerts.save')}
          </Button>
          <Button variant="ghost" onPress={() => setName(null)}>
            {t('alerts.cancel')}
          </Button>
        </Form>
      ) : null}
    </li>
  );
};
