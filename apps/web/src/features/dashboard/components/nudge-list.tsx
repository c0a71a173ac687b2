import type { Nudge } from '@careers/shared';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { ListCard, ListCards } from '@/components/list-card/list-card.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

/** Each thing to do next, in words, with its due date and a link to do it. */
export const NudgeList = ({ nudges }: { nudges: Nudge[] }) => {
  const { t, i18n } = useTranslation('dashboard');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <ListCards>
      {nudges.map((nudge) => {
        const title = t(`nudges.${nudge.kind}.title`, nudge.params);
        return (
          <ListCard
            key={`${nudge.kind}:${nudge.link}`}
            title={title}
            meta={nudge.due_at ? t('nudges.due', { date: date(nudge.due_at) }) : null}
            actions={
              <Link
                className={buttonClassName('go')}
                to={nudge.link}
                aria-label={`${t(`nudges.${nudge.kind}.action`)}: ${title}`}
              >
                {t(`nudges.${nudge.kind}.action`)}
              </Link>
            }
          />
        );
      })}
    </ListCards>
  );
};
