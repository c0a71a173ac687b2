import { type FormStatus, type FormSummary } from '@careers/shared';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { ListCard, type ListCardTone } from '@/components/list-card/list-card.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';

const TONES: Record<FormStatus, ListCardTone> = {
  open: 'info',
  in_progress: 'warning',
  completed: 'success',
};

/** One assigned form: its title, status, dates and the way in. */
export const FormCard = ({ form }: { form: FormSummary }) => {
  const { t, i18n } = useTranslation('document-center');
  const domain = useDomain();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const action =
    form.status === 'completed' ? 'view' : form.status === 'open' ? 'start' : 'continue';
  return (
    <ListCard
      title={form.title}
      status={{ label: t(`status.${form.status}`), tone: TONES[form.status] }}
      meta={
        form.due_at && form.status !== 'completed'
          ? t('card.due', { date: date(form.due_at) })
          : t('card.updated', { date: date(form.updated_at) })
      }
      actions={
        <Link
          className={buttonClassName(action === 'view' ? 'secondary' : 'primary')}
          to={careersHref('/forms', domain, { form_id: form.form_id })}
          aria-label={t(`card.${action}Named`, { title: form.title })}
        >
          {t(`card.${action}`)}
        </Link>
      }
    />
  );
};
