import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/onboarding: a placeholder until this feature is built. */
export const OnboardingTasksPage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('onboarding.heading')}
      title={t('onboarding.title')}
      text={t('onboarding.text')}
    />
  );
};
