import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';

/** The same words after every save: 'Saved', or why it failed. */
export const useSaveFeedback = () => {
  const { t } = useTranslation('settings');
  return {
    onSuccess: () => toast.success(t('saved')),
    onError: (error: Error) => toast.error(errorText(error, t('saveFailed'))),
  };
};
