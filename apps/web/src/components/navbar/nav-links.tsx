import { NavLink } from 'react-router';
import styles from './navbar.module.css';
import { isInternalHref } from './nav-href.ts';

export type NavbarLink = { label: string; href: string };

/** The custom links inline, from tablet width up (phones get MobileLinksMenu instead). */
export const NavLinks = ({ links }: { links: readonly NavbarLink[] }) => (
  <ul className={styles.links}>
    {links.map((link) => (
      <li key={`${link.href}-${link.label}`}>
        {isInternalHref(link.href) ? (
          <NavLink
            to={link.href}
            className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            end
          >
            {link.label}
          </NavLink>
        ) : (
          <a className={styles.link} href={link.href}>
            {link.label}
          </a>
        )}
      </li>
    ))}
  </ul>
);
