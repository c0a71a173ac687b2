import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/profile: a placeholder until this feature is built. */
export const ProfilePage = () => {
  const { t } = useTranslation('pages');
  return (
    <ComingSoon
      heading={t('profile.heading')}
      title={t('profile.title')}
      text={t('profile.text')}
    />
  );
};
