import { Link } from 'react-router';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import styles from './esign.module.css';

/**
 * A signature is the profile's full name: a candidate whose profile has none is refused
 * whatever they type, so the refusal points to the profile, where the name is added.
 */
export const ProfileNameLink = () => {
  const { t } = useTranslation('offers');
  const domain = useDomain();
  return (
    <Link className={styles.profileLink} to={careersHref('/profile', domain)}>
      {t('esign.addNameToProfile')}
    </Link>
  );
};
