import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { ListCard, ListCards } from '@/components/list-card/list-card.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import type { useDraftApplications } from '@/lib/data/applications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { useDeleteDraftApplication } from '../api/delete-draft-application.ts';

type Drafts = NonNullable<ReturnType<typeof useDraftApplications>['data']>;

/** Unfinished applications: continue one, or delete it (at once, restored if that fails). */
export const DraftList = ({ drafts }: { drafts: Drafts }) => {
  const { t, i18n } = useTranslation('applications');
  const domain = useDomain();
  const remove = useDeleteDraftApplication();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <ListCards>
      {drafts.map((draft) => {
        const isClosed = draft.position.archived_at !== null;
        return (
          <ListCard
            key={draft.position_id}
            title={draft.position.name}
            status={
              isClosed
                ? { label: t('drafts.closed'), tone: 'neutral' }
                : { label: t('drafts.status'), tone: 'warning' }
            }
            meta={t('drafts.savedOn', { date: date(draft.updated_at) })}
            actions={
              <>
                {isClosed ? null : (
                  <Link
                    className={buttonClassName('primary')}
                    to={careersHref('/apply', domain, { pid: String(draft.position_id) })}
                    aria-label={t('drafts.continueNamed', { name: draft.position.name })}
                  >
                    {t('drafts.continue')}
                  </Link>
                )}
                <Button
                  variant="secondary"
                  aria-label={t('drafts.deleteNamed', { name: draft.position.name })}
                  onPress={() => remove.mutate(draft.position_id)}
                >
                  {t('drafts.delete')}
                </Button>
              </>
            }
          />
        );
      })}
    </ListCards>
  );
};
