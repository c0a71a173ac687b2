import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { refreshBootData } from '@/lib/data/boot-data.ts';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useUpdateAccountSettings } from '../api/account-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import styles from './settings.module.css';
import { useSaveFeedback } from './use-save-feedback.ts';

/** Every IANA zone the browser knows, and the saved one even if it does not. */
const timeZones = (saved: string | null) => {
  const zones = Intl.supportedValuesOf('timeZone');
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
};

export const TimeZoneSection = ({ timeZone }: { timeZone: string | null }) => {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const update = useUpdateAccountSettings();
  const feedback = useSaveFeedback();
  const id = useId();
  const [zones] = useState(() => timeZones(timeZone));
  return (
    <SettingsSection title={t('timeZone.title')}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('timeZone.label')}
        </label>
        {/* A native select: about 400 zones, which phones show in their own scrolling picker. */}
        <select
          id={id}
          className={styles.select}
          value={timeZone ?? ''}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            update.mutate(
              { timeZone: event.target.value || null },
              {
                onSuccess: () => {
                  feedback.onSuccess();
                  void refreshBootData(queryClient);
                },
                onError: feedback.onError,
              },
            );
          }}
        >
          <option value="">{t('timeZone.device', { zone: browserTimeZone() })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('timeZone.hint')}
        </p>
      </div>
    </SettingsSection>
  );
};
