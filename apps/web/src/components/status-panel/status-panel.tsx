import { useEffect, useRef, type ReactNode } from 'react';
import styles from './status-panel.module.css';

type StatusPanelProps = {
  headingId: string;
  heading: string;
  /** Decorative, above the heading: an svg icon (drawn in the tone's colour) or a code like 404. */
  mark?: ReactNode;
  tone?: 'primary' | 'danger';
  /** 'compact' for a notice, 'wide' for a message in place of a whole page. */
  size?: 'compact' | 'wide';
  /** Without the card's border, background and shadow. */
  isPlain?: boolean;
  role?: 'alert';
  /** One paragraph each. */
  texts: string[];
  actions: ReactNode;
  /** Below the actions. */
  children?: ReactNode;
  /** Moves the focus to the heading when the panel replaces what had it (a sent form). */
  takesFocus?: boolean;
};

/** A centred message with a heading and what the person can do next (sign in, retry, go back). */
export const StatusPanel = ({
  headingId,
  heading,
  mark,
  tone = 'primary',
  size = 'compact',
  isPlain = false,
  role,
  texts,
  actions,
  children,
  takesFocus = false,
}: StatusPanelProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus]);
  return (
    <section
      className={[styles.panel, styles[tone], styles[size], isPlain && styles.plain]
        .filter(Boolean)
        .join(' ')}
      role={role}
      aria-labelledby={headingId}
    >
      {mark ? (
        <div className={styles.mark} aria-hidden="true">
          {mark}
        </div>
      ) : null}
      <h1
        id={headingId}
        ref={headingRef}
        className={styles.heading}
        tabIndex={takesFocus ? -1 : undefined}
      >
        {heading}
      </h1>
      {texts.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      <div className={styles.actions}>{actions}</div>
      {children}
    </section>
  );
};
