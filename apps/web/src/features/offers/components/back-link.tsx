import { Link } from 'react-router';
import styles from './offers.module.css';

export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Link to={to} className={styles.back}>
    <span className={styles.backArrow} aria-hidden="true">
      ←
    </span>
    {label}
  </Link>
);
