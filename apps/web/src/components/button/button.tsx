import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import styles from './button.module.css';

/**
 * 'danger': a step that cannot be undone (withdraw, decline, delete). 'apply': applying to a
 * position. 'go': a signed-in candidate's next step (a nudge's action).
 */
export type ButtonVariant = 'primary' | 'apply' | 'go' | 'secondary' | 'ghost' | 'quiet' | 'danger';
/** 'large' is a form's main action: 48 px tall, and its label may wrap. */
export type ButtonSize = 'medium' | 'large';

/** What every button of the app takes, whichever element draws it (see PressButton). */
export type ButtonLook = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'disabled' | 'onClick' | 'type'
> &
  ButtonLook & {
    type?: 'button' | 'submit' | 'reset';
    onPress?: () => void;
    isDisabled?: boolean;
    /** Busy: stays focusable, ignores presses (a submit does not submit), says `pendingLabel`. */
    isPending?: boolean;
    /** Shown with a spinner instead of the children while `isPending`. */
    pendingLabel?: string;
    children?: ReactNode;
  };

export const buttonClassName = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  className?: string,
) =>
  [styles.button, styles[variant], size === 'large' && styles.large, className]
    .filter(Boolean)
    .join(' ');

/** A pending button's content: a spinner and what it is doing; else its own children. */
export const ButtonContent = ({
  isPending,
  pendingLabel,
  children,
}: {
  isPending?: boolean | undefined;
  pendingLabel?: string | undefined;
  children?: ReactNode;
}) =>
  isPending && pendingLabel ? (
    <>
      <InlineSpinner />
      {pendingLabel}
    </>
  ) : (
    children
  );

/**
 * The app's button: the browser's own `<button>`, which already answers a click, a tap, Enter
 * and Space, and shows its focus ring to keyboard users (`:focus-visible`). It is on every page,
 * so it stays out of React Aria: its press handling cost 15 KB of the first load. A React Aria
 * trigger (DialogTrigger, FileTrigger) opens on its own button's press: that is PressButton.
 */
export const Button = ({
  variant,
  size,
  className,
  type = 'button',
  onPress,
  isDisabled,
  isPending,
  pendingLabel,
  children,
  ...props
}: ButtonProps) => (
  <button
    {...props}
    type={type}
    className={buttonClassName(variant, size, className)}
    disabled={isDisabled}
    aria-disabled={isPending || undefined}
    data-pending={isPending || undefined}
    onClick={(event: MouseEvent<HTMLButtonElement>) => {
      if (isPending) {
        event.preventDefault();
        return;
      }
      onPress?.();
    }}
  >
    <ButtonContent isPending={isPending} pendingLabel={pendingLabel}>
      {children}
    </ButtonContent>
  </button>
);
