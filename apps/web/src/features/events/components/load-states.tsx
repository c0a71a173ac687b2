import { Button } from '@/components/button/button.tsx';
import { PageSpinner } from '@/components/spinner/page-spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

export const EventsLoading = () => {
  const { t } = useTranslation('scheduling');
  return <PageSpinner label={t('loading')} />;
};

/** The list failed to load: what happened, and a retry. */
export const EventsError = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const { t } = useTranslation('scheduling');
  return (
    <StatusPanel
      headingId="events-error"
      heading={t('loadError')}
      tone="danger"
      role="alert"
      texts={[error.message]}
      actions={<Button onPress={onRetry}>{t('retry')}</Button>}
    />
  );
};
