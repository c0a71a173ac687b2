import type { Theme } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { errorText, isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { usePublishTheme } from '../api/theme.ts';
import styles from './theme-builder.module.css';

type PublishBarProps = {
  draft: Theme;
  baseVersion: number | null;
  isDirty: boolean;
  onDiscard: () => void;
  onPublished: () => void;
  onFieldErrors: (fields: Record<string, string>) => void;
};

/** Publishes the draft for every visitor, or discards it; says what happened. */
export const PublishBar = ({
  draft,
  baseVersion,
  isDirty,
  onDiscard,
  onPublished,
  onFieldErrors,
}: PublishBarProps) => {
  const { t } = useTranslation('theme-builder');
  const publish = usePublishTheme();
  const handlePublish = () => {
    publish.mutate(
      { theme: draft, baseVersion },
      {
        onSuccess: (published) => {
          onFieldErrors({});
          onPublished();
          toast.success(t('published', { version: published.version ?? 1 }));
        },
        onError: (error) => {
          onFieldErrors(isHttpError(error) ? (error.fields ?? {}) : {});
          toast.error(errorText(error, t('publishFailed')));
        },
      },
    );
  };
  return (
    <div className={styles.footer}>
      <p className={styles.hint} aria-live="polite">
        {isDirty ? t('unsaved') : t('upToDate')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={!isDirty || publish.isPending} onPress={onDiscard}>
          {t('discard')}
        </Button>
        <Button
          isDisabled={!isDirty}
          isPending={publish.isPending}
          pendingLabel={t('publishing')}
          onPress={handlePublish}
        >
          {t('publish')}
        </Button>
      </div>
    </div>
  );
};
