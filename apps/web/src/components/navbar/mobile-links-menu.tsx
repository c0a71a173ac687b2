import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useWidgetArrival, type ArrivalProps } from '@/lib/load-on-intent/widget-arrival.ts';
import { MenuIcon } from './menu-icon.tsx';
import menuStyles from './menu.module.css';
import styles from './navbar.module.css';
import type { NavbarLink } from './nav-links.tsx';

/** Phones (< 600 px): the custom links collapse into a menu button. */
export const MobileLinksMenu = ({
  links,
  ...arrival
}: { links: readonly NavbarLink[] } & ArrivalProps) => {
  const { isOpen, setIsOpen, focusRef } = useWidgetArrival(arrival);
  const { t } = useTranslation('shell');
  return (
    <div className={styles.mobileMenu}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
        <Button className={styles.iconButton} aria-label={t('navbar.menu')} ref={focusRef}>
          <MenuIcon />
        </Button>
        <Popover className={menuStyles.popover} placement="bottom end" offset={6}>
          <Menu
            className={menuStyles.menu}
            aria-label={t('navbar.menu')}
            // opened on arrival (its stand-in pressed), it starts on the first link, as a press does
            {...(arrival.isOpenAtFirst ? { autoFocus: 'first' as const } : {})}
          >
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
