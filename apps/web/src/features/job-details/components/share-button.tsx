import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { ShareIcon } from './icons.tsx';

/** Copies the position's public link (the clipboard messages). */
export const ShareButton = ({ url }: { url: string }) => {
  const { t } = useTranslation('job-details');
  return (
    <Button
      variant="ghost"
      size="large"
      onPress={() => {
        const absolute = new URL(url, window.location.origin).toString();
        const copy = navigator.clipboard?.writeText(absolute);
        if (!copy) {
          toast.error(t('share.failed'));
          return;
        }
        copy.then(
          () => toast.success(t('share.copied')),
          () => toast.error(t('share.failed')),
        );
      }}
    >
      <ShareIcon />
      {t('share.label')}
    </Button>
  );
};
