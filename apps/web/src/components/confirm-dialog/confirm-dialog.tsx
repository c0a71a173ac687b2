import type { ReactNode } from 'react';
import { Button } from '@/components/button/button.tsx';
import { dialogClassNames, ModalDialog } from '@/components/modal-dialog/modal-dialog.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  isPending: boolean;
  title: string;
  /** What the step does: one or more paragraphs. */
  children: ReactNode;
  backLabel: string;
  confirmLabel: string;
  /** Read out while the step runs (the button shows a spinner). */
  pendingLabel?: string;
  isDanger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * A question before a step that cannot be undone (withdrawing, declining, deleting, choosing an
 * interview time): the heading names it, focus stays inside, Escape goes back unless it is running.
 */
export const ConfirmDialog = ({
  isOpen,
  isPending,
  title,
  children,
  backLabel,
  confirmLabel,
  pendingLabel,
  isDanger = false,
  onClose,
  onConfirm,
}: ConfirmDialogProps) => (
  <ModalDialog
    title={title}
    isOpen={isOpen}
    isPending={isPending}
    onClose={onClose}
    role="alertdialog"
  >
    {children}
    <div className={dialogClassNames.actions}>
      <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
        {backLabel}
      </Button>
      <Button
        variant={isDanger ? 'danger' : 'primary'}
        {...(pendingLabel && { pendingLabel })}
        onPress={onConfirm}
        isPending={isPending}
      >
        {confirmLabel}
      </Button>
    </div>
  </ModalDialog>
);
