import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { MenuIcon } from './menu-icon.tsx';
import menuStyles from './menu.module.css';
import styles from './navbar.module.css';
import type { NavbarLink } from './nav-links.tsx';

/** Phones (< 600 px): the custom links collapse into a menu button. */
export const MobileLinksMenu = ({ links }: { links: readonly NavbarLink[] }) => {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.mobileMenu}>
      <MenuTrigger>
        <Button className={styles.iconButton} aria-label={t('navbar.menu')}>
          <MenuIcon />
        </Button>
        <Popover className={menuStyles.popover} placement="bottom end" offset={6}>
          <Menu className={menuStyles.menu} aria-label={t('navbar.menu')}>
            {links.map((link) => (
              <MenuItem
                key={`${link.href}-${link.label}`}
                className={menuStyles.item}
                href={link.href}
              >
                {link.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
};
