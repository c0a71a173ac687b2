import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/forms: a placeholder until this feature is built. */
export const FormsPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon heading={t('forms.heading')} title={t('forms.title')} text={t('forms.text')} />
  );
};
