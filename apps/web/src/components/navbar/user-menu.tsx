import type { SessionUser } from '@careers/shared';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/index.ts';
import menuStyles from './menu.module.css';
import styles from './navbar.module.css';

export type AccountLinks = {
  dashboard: string;
  profile: string;
  offers: string;
  settings: string;
  signOut: string;
};

const displayName = (user: SessionUser) => user.fullname.trim() || user.email;

const initials = (user: SessionUser) => {
  const fromNames = [user.firstName, user.lastName].map((name) => name?.trim()[0] ?? '').join('');
  const source = fromNames || displayName(user).slice(0, 1);
  return source.toLocaleUpperCase();
};

/** The signed-in candidate's menu: Dashboard, Profile, Offers, Settings, Sign out. */
export const UserMenu = ({ user, links }: { user: SessionUser; links: AccountLinks }) => {
  const { t } = useTranslation('shell');
  const name = displayName(user);
  return (
    <MenuTrigger>
      <Button className={styles.userButton} aria-label={t('navbar.accountMenu', { name })}>
        {/* Initials as generated content: the button's visible text stays the name, which its
            accessible name contains (WCAG 2.5.3, label in name). */}
        <span className={styles.avatar} data-initials={initials(user)} aria-hidden="true" />
        <span className={styles.userName} aria-hidden="true">
          {name}
        </span>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 10l5 5 5-5" />
        </svg>
      </Button>
      <Popover className={menuStyles.popover} placement="bottom end" offset={6}>
        <Menu className={menuStyles.menu} aria-label={t('navbar.accountMenu', { name })}>
          <MenuSection>
            <Header className={menuStyles.header}>
              <span className={menuStyles.headerLabel}>{t('navbar.signedInAs')}</span>
              <span className={menuStyles.headerValue} dir="ltr">
                {user.email}
              </span>
            </Header>
            <MenuItem className={menuStyles.item} href={links.dashboard}>
              {t('navbar.dashboard')}
            </MenuItem>
            <MenuItem className={menuStyles.item} href={links.profile}>
              {t('navbar.profile')}
            </MenuItem>
            <MenuItem className={menuStyles.item} href={links.offers}>
              {t('navbar.offers')}
            </MenuItem>
            <MenuItem className={menuStyles.item} href={links.settings}>
              {t('navbar.settings')}
            </MenuItem>
          </MenuSection>
          <Separator className={menuStyles.separator} />
          <MenuItem className={menuStyles.item} href={links.signOut}>
            {t('navbar.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
};
