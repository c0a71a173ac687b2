import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSaveSearch } from '../api/save-search.ts';
import { DISTANCE_FILTER, type SearchFilters } from '../lib/search-url-state.ts';
import { errorText } from '@/lib/http/index.ts';

type SaveSearchButtonProps = { query: string; location: string; filters: SearchFilters };

/**
 * Saves the search as a job alert (only when its notification is on and
 * login is allowed, which the search result says in savedSearchMetadata.isEnabled).
 */
export const SaveSearchButton = ({ query, location, filters }: SaveSearchButtonProps) => {
  const { t } = useTranslation('search');
  const { isLoggedIn } = useBootData();
  const { openLoginModal } = useLoginModal();
  const save = useSaveSearch();
  const name = [query, location].filter(Boolean).join(' · ') || t('alerts.allJobs');
  return (
    <Button
      variant="secondary"
      isPending={save.isPending}
      pendingLabel={t('alerts.saving')}
      isDisabled={save.isSuccess}
      onPress={() => {
        if (!isLoggedIn) {
          openLoginModal();
          return;
        }
        const kept = Object.fromEntries(
          Object.entries(filters).filter(([filter]) => filter !== DISTANCE_FILTER),
        );
        save.mutate(
          { name: name.slice(0, 120), query, location, filters: kept },
          {
            onSuccess: () => toast.success(t('alerts.saved', { name })),
            onError: (error) => toast.error(errorText(error, t('alerts.failed'))),
          },
        );
      }}
    >
      {save.isSuccess ? t('alerts.savedLabel') : t('alerts.save')}
    </Button>
  );
};
