import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/events: a placeholder until this feature is built. */
export const EventsPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon heading={t('events.heading')} title={t('events.title')} text={t('events.text')} />
  );
};
