import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useRevertTheme, useThemeVersions } from '../api/theme.ts';
import styles from './theme-builder.module.css';

/** The published versions, newest first; an earlier one can be brought back (a new version). */
export const ThemeHistory = ({ onReverted }: { onReverted: () => void }) => {
  const { t, i18n } = useTranslation('theme-builder');
  const [isOpen, setIsOpen] = useState(false);
  const versions = useThemeVersions(isOpen);
  const revert = useRevertTheme();
  const handleRevert = (version: number) => {
    revert.mutate(version, {
      onSuccess: () => {
        onReverted();
        toast.success(t('reverted', { version }));
      },
      onError: (error) => toast.error(errorText(error, t('publishFailed'))),
    });
  };
  const list = versions.data?.versions ?? [];
  return (
    <details className={styles.section} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{t('history.title')}</summary>
      <div className={styles.fields}>
        {versions.isError && <p className={styles.fail}>{t('history.loadFailed')}</p>}
        {versions.isSuccess && list.length === 0 && (
          <p className={styles.hint}>{t('history.empty')}</p>
        )}
        <ol className={styles.history}>
          {list.map((entry, index) => (
            <li key={entry.version} className={styles.version}>
              <p className={styles.versionTitle}>
                {t('history.version', { version: entry.version })}
                {index === 0 && <span className={styles.badge}>{t('history.current')}</span>}
              </p>
              <p className={styles.hint}>
                {t('history.meta', {
                  date: formatDateTime(entry.publishedAt, i18n.language),
                  author: entry.publishedBy,
                })}
              </p>
              {entry.revertedFrom !== null && (
                <p className={styles.hint}>
                  {t('history.reverted', { version: entry.revertedFrom })}
                </p>
              )}
              {index > 0 && (
                <Button
                  variant="secondary"
                  isPending={revert.isPending && revert.variables === entry.version}
                  onPress={() => handleRevert(entry.version)}
                  aria-label={t('history.revertVersion', { version: entry.version })}
                >
                  {t('history.revert')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
};
