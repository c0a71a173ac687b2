import styles from './form-message.module.css';

type FormMessageProps = {
  message: string | undefined;
  /** An error interrupts (role=alert); news waits its turn (role=status). */
  tone?: 'error' | 'info';
  /** For the caller's layout. */
  className?: string;
};

/** A message about a whole form, in a tinted box; renders nothing without a message. */
export const FormMessage = ({ message, tone = 'error', className }: FormMessageProps) => {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.message, styles[tone], className].filter(Boolean).join(' ')}
    >
      {message}
    </p>
  );
};
