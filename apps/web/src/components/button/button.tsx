import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import styles from './button.module.css';

/**
 * 'danger': a step that cannot be undone (withdraw, decline, delete). 'apply': applying to a
 * position. 'go': a signed-in candidate's next step (a nudge's action).
 */
export type ButtonVariant = 'primary' | 'apply' | 'go' | 'secondary' | 'ghost' | 'quiet' | 'danger';
/** 'large' is a form's main action: 48 px tall, and its label may wrap. */
export type ButtonSize = 'medium' | 'large';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shown with a spinner instead of the children while `isPending`. */
  pendingLabel?: string;
  className?: string;
};

export const buttonClassName = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  className?: string,
) =>
  [styles.button, styles[variant], size === 'large' && styles.large, className]
    .filter(Boolean)
    .join(' ');

/**
 * The app's button (React Aria: press, keyboard and focus-visible handled alike everywhere). A
 * pending button keeps its focus and says what it is doing.
 */
export const Button = ({
  variant = 'primary',
  size = 'medium',
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) => (
  <AriaButton {...props} className={buttonClassName(variant, size, className)}>
    {props.isPending && pendingLabel ? (
      <>
        <InlineSpinner />
        {pendingLabel}
      </>
    ) : (
      children
    )}
  </AriaButton>
);
