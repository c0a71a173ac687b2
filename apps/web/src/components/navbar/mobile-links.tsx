import { lazy } from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { IntentBoundary, useLoadOnIntent } from '@/lib/load-on-intent/index.ts';
import { MenuIcon } from './menu-icon.tsx';
import type { NavbarLink } from './nav-links.tsx';
import styles from './navbar.module.css';

// The phone's links menu (React Aria's menu and popover) loads when the reader reaches for its
// button, not with the page (the page's weight and main-thread time).
const MobileLinksMenu = lazy(async () => ({
  default: (await loadChunk('mobile-links-menu', () => import('./mobile-links-menu.tsx')))
    .MobileLinksMenu,
}));

/** Phones (< 600 px): the tenant's links as a menu button (see MobileLinksMenu). */
export const MobileLinks = ({ links }: { links: readonly NavbarLink[] }) => {
  const { t } = useTranslation('shell');
  const { isShown, focused, pressed, intentPropsOf } = useLoadOnIntent();
  const standIn = (
    <div className={styles.mobileMenu}>
      <button
        type="button"
        {...intentPropsOf('widget')}
        className={styles.iconButton}
        aria-label={t('navbar.menu')}
        aria-haspopup="menu"
        aria-expanded={false}
      >
        <MenuIcon />
      </button>
    </div>
  );
  return (
    <IntentBoundary isShown={isShown} standIn={standIn}>
      <MobileLinksMenu links={links} hasFocusAtFirst={!!focused} isOpenAtFirst={!!pressed} />
    </IntentBoundary>
  );
};
