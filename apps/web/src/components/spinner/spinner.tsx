import styles from './spinner.module.css';

type SpinnerProps = { size?: 'small' | 'large' };

/** A purely visual spinner; the caller gives the status text. */
export const Spinner = ({ size = 'large' }: SpinnerProps) => (
  <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
);
