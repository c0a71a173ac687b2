import type { SessionUser } from '@careers/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { MobileLinks } from './mobile-links.tsx';
import { NavLinks, type NavbarLink } from './nav-links.tsx';
import styles from './navbar.module.css';
import type { AccountLinks } from './user-menu.tsx';

// Only a signed-in candidate has the account menu: visitors' pages load without it.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

export type NavbarProps = {
  companyName: string;
  logoUrl?: string | undefined;
  /** /careers?domain=… */
  homeHref: string;
  /** The tenant's custom links for the current signed-in state, domain already applied. */
  links: readonly NavbarLink[];
  user: SessionUser | null;
  /** False when the tenant turned candidate login off. */
  canSignIn: boolean;
  onSignIn: () => void;
  accountLinks: AccountLinks;
  /** Where the notification bell goes (a later issue adds it). */
  notificationSlot?: ReactNode;
};

/** The 60 px sticky top bar: brand, custom links (a menu on phones), sign-in or account menu. */
export const Navbar = (props: NavbarProps) => {
  const { t } = useTranslation('shell');
  const { companyName, logoUrl, homeHref, links, user, canSignIn, onSignIn } = props;
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label={t('navbar.label')}>
        <Link
          className={styles.brand}
          to={homeHref}
          aria-label={t('navbar.home', { company: companyName })}
        >
          {logoUrl ? (
            // the logo is the company's name as a picture; the link says where it goes
            <img className={styles.logo} src={logoUrl} alt={companyName} />
          ) : (
            <span className={styles.companyName} dir="auto">
              {companyName}
            </span>
          )}
        </Link>
        {links.length > 0 ? <NavLinks links={links} /> : null}
        <div className={styles.actions}>
          {links.length > 0 ? <MobileLinks links={links} /> : null}
          <LanguageSwitcher placement="navbar" />
          {user ? props.notificationSlot : null}
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} links={props.accountLinks} />
            </Suspense>
          ) : canSignIn ? (
            <Button variant="primary" className={styles.signIn} onPress={onSignIn}>
              {t('navbar.signIn')}
            </Button>
          ) : null}
        </div>
      </nav>
    </header>
  );
};
