import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, ButtonContent, type ButtonLook } from './button.tsx';

export type PressButtonProps = Omit<AriaButtonProps, 'className' | 'children'> &
  ButtonLook & { pendingLabel?: string; children?: ReactNode; ref?: Ref<HTMLButtonElement> };

/**
 * The app's button drawn by React Aria, for the place of a React Aria trigger's button
 * (DialogTrigger, FileTrigger): the trigger opens on this button's press. It looks like Button;
 * everywhere else, use Button.
 */
export const PressButton = ({
  variant,
  size,
  className,
  pendingLabel,
  children,
  ...props
}: PressButtonProps) => (
  <AriaButton {...props} className={buttonClassName(variant, size, className)}>
    <ButtonContent isPending={props.isPending} pendingLabel={pendingLabel}>
      {children}
    </ButtonContent>
  </AriaButton>
);
