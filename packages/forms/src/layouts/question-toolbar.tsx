import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import type { FormsUiMessageKey } from '../i18n/forms-ui-messages.ts';
import styles from './layouts.module.css';

export type QuestionAction = 'duplicate' | 'edit' | 'delete' | 'moveUp' | 'moveDown';

const buttons: { action: QuestionAction; label: FormsUiMessageKey; icon: string }[] = [
  { action: 'duplicate', label: 'duplicateQuestion', icon: '⧉' },
  { action: 'edit', label: 'editQuestion', icon: '✎' },
  { action: 'delete', label: 'deleteQuestion', icon: '🗑' },
  { action: 'moveUp', label: 'moveQuestionUp', icon: '↑' },
  { action: 'moveDown', label: 'moveQuestionDown', icon: '↓' },
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
        .map(({ action, label, icon }) => (
          <button
            key={action}
            type="button"
            className={styles.iconButton}
            title={ui(label)}
            aria-label={ui(label)}
            disabled={(action === 'moveUp' && isFirst) || (action === 'moveDown' && isLast)}
            onClick={() => onAction(action)}
          >
            <span aria-hidden="true">{icon}</span>
          </button>
        ))}
    </div>
  );
}
