import type { Application, ApplicationStatus } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCards, type ListCardTone } from '@/components/list-card/list-card.tsx';

const TONES: Record<ApplicationStatus, ListCardTone> = {
  submitted: 'info',
  in_review: 'info',
  interviewing: 'warning',
  offered: 'success',
  hired: 'success',
  rejected: 'neutral',
  withdrawn: 'neutral',
};

/** Submitted applications with their status and the day they were sent. */
export const ApplicationList = ({ applications }: { applications: Application[] }) => {
  const { t, i18n } = useTranslation('applications');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <ListCards>
      {applications.map((application) => (
        <ListCard
          key={application.id}
          title={application.position.name}
          status={{ label: t(`status.${application.status}`), tone: TONES[application.status] }}
          meta={t('appliedOn', { date: date(application.submitted_at) })}
          actions={null}
        />
      ))}
    </ListCards>
  );
};
