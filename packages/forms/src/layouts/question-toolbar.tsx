import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import type { FormsUiMessageKey } from '../i18n/forms-ui-messages.ts';
import { QuestionIcon, type QuestionAction } from './question-icons.tsx';
import styles from './layouts.module.css';

const buttons: { action: QuestionAction; label: FormsUiMessageKey }[] = [
  { action: 'duplicate', label: 'duplicateQuestion' },
  { action: 'edit', label: 'editQuestion' },
  { action: 'delete', label: 'deleteQuestion' },
  { action: 'moveUp', label: 'moveQuestionUp' },
  { action: 'moveDown', label: 'moveQuestionDown' },
];

type QuestionToolbarProps = {
  questionLabel: string;
  isFirst: boolean;
  isLast: boolean;
  available: QuestionAction[];
  onAction: (action: QuestionAction) => void;
};

/** Admin buttons of one question; the first cannot move up, the last cannot move down. */
export function QuestionToolbar({
  questionLabel,
  isFirst,
  isLast,
  available,
  onAction,
}: QuestionToolbarProps) {
  const { ui } = useFormsI18n();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={questionLabel}>
      {buttons
        .filter((button) => available.includes(button.action))
        .map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={styles.iconButton}
            title={ui(label)}
            aria-label={ui(label)}
            disabled={(action === 'moveUp' && isFirst) || (action === 'moveDown' && isLast)}
            onClick={() => onAction(action)}
          >
            <QuestionIcon action={action} />
          </button>
        ))}
    </div>
  );
}
