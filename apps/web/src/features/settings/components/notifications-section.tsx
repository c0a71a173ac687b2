import {
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationType,
} from '@careers/shared';
import { Checkbox } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useUpdateAccountSettings } from '../api/account-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import styles from './settings.module.css';
import { useSaveFeedback } from './use-save-feedback.ts';

type Preferences = Partial<Record<NotificationType, NotificationPreference>>;

const PreferenceBox = ({
  label,
  isSelected,
  isDisabled,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  isDisabled: boolean;
  onChange: (isSelected: boolean) => void;
}) => (
  <Checkbox
    className={styles.checkbox}
    aria-label={label}
    isSelected={isSelected}
    isDisabled={isDisabled}
    onChange={onChange}
  >
    <span className={styles.box} aria-hidden="true">
      {isSelected ? '✓' : ''}
    </span>
  </Checkbox>
);

/** Per kind of notification: by email, in the notification centre, both or neither. */
export const NotificationsSection = ({ preferences }: { preferences: Preferences }) => {
  const { t } = useTranslation('settings');
  const update = useUpdateAccountSettings();
  const feedback = useSaveFeedback();
  const change = (type: NotificationType, channel: keyof NotificationPreference, on: boolean) => {
    const current = preferences[type] ?? { email: true, inApp: true };
    update.mutate({ notificationPreferences: { [type]: { ...current, [channel]: on } } }, feedback);
  };
  return (
    <SettingsSection title={t('notifications.title')}>
      <p className={styles.hint}>{t('notifications.hint')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('notifications.kind')}</th>
            <th scope="col" className={styles.check}>
              {t('notifications.email')}
            </th>
            <th scope="col" className={styles.check}>
              {t('notifications.inApp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => {
            const kind = t(`notifications.kinds.${type}`);
            const preference = preferences[type] ?? { email: true, inApp: true };
            return (
              <tr key={type}>
                <th scope="row">{kind}</th>
                <td className={styles.check}>
                  <PreferenceBox
                    label={t('notifications.emailFor', { kind })}
                    isSelected={preference.email}
                    isDisabled={update.isPending}
                    onChange={(on) => change(type, 'email', on)}
                  />
                </td>
                <td className={styles.check}>
                  <PreferenceBox
                    label={t('notifications.inAppFor', { kind })}
                    isSelected={preference.inApp}
                    isDisabled={update.isPending}
                    onChange={(on) => change(type, 'inApp', on)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SettingsSection>
  );
};
