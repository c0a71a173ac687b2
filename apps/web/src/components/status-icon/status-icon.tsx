import styles from './status-icon.module.css';

const PATHS = {
  success: 'M9 12.5l2 2 4-4.5M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  error: 'M12 8v5m0 3h.01M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  warning:
    'M12 9v4m0 4h.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 11v5m0-8h.01M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
} as const;

export type StatusIconKind = keyof typeof PATHS;

type StatusIconProps = {
  kind: StatusIconKind;
  /** Sets the colour (`color`); the icon is drawn in currentColor. */
  className?: string;
};

/** A 20 px outline icon that leads a line of message text (banners, toasts). */
export const StatusIcon = ({ kind, className }: StatusIconProps) => (
  <svg
    className={className ? `${styles.icon} ${className}` : styles.icon}
    viewBox="0 0 24 24"
    aria-hidden="true"
  >
    <path d={PATHS[kind]} />
  </svg>
);
