import { Spinner } from './spinner.tsx';
import styles from './spinner.module.css';

/** A page's content while it loads: a centred spinner that says what is loading. */
export const PageSpinner = ({ label }: { label: string }) => (
  <div className={styles.page} role="status">
    <Spinner />
    <span className="visually-hidden">{label}</span>
  </div>
);
