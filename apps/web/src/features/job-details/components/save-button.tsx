import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSavePosition } from '@/lib/data/saved-positions.ts';
import { BookmarkIcon } from './icons.tsx';
import { errorText } from '@/lib/http/index.ts';

type SaveButtonProps = { positionId: number; isSaved: boolean };

/** Saves or unsaves the position; a visitor is asked to sign in first. */
export const SaveButton = ({ positionId, isSaved }: SaveButtonProps) => {
  const { t } = useTranslation('job-details');
  const { isLoggedIn, config } = useBootData();
  const { openLoginModal } = useLoginModal();
  const save = useSavePosition(positionId);
  if (!isLoggedIn && !config.loginSignupConfig.candidateLoginEnabled) return null;
  return (
    <Button
      variant="secondary"
      size="large"
      aria-pressed={isLoggedIn ? isSaved : undefined}
      isPending={save.isPending}
      pendingLabel={isSaved ? t('save.unsaving') : t('save.saving')}
      onPress={() => {
        // The button itself says 'Saved' (aria-pressed); only a failure needs a message.
        const onError = (error: Error) => {
          toast.error(errorText(error, t('save.failed')));
        };
        if (!isLoggedIn) {
          // saved once the visitor has signed in (saving is idempotent: never an unsave)
          openLoginModal({ run: () => save.mutateAsync(true).catch(onError) });
          return;
        }
        save.mutate(!isSaved, { onError });
      }}
    >
      <BookmarkIcon filled={isSaved} />
      {isSaved ? t('save.savedLabel') : t('save.label')}
    </Button>
  );
};
