import type { FormItem } from '@careers/forms';
import { useId, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './form-builder.module.css';
import {
  choicesOf,
  editQuestion,
  hasChoices,
  QUESTION_TYPES,
  type QuestionType,
} from './question-draft.ts';

type QuestionEditorProps = { item: FormItem; onDone: (item: FormItem) => void };

const typeOf = (item: FormItem): QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(item.type) ? (item.type as QuestionType) : 'text';

/** Edits one question: its wording, answer type, whether it is required and its choices. */
export const QuestionEditor = ({ item, onDone }: QuestionEditorProps) => {
  const { t } = useTranslation('form-builder');
  const id = useId();
  const [label, setLabel] = useState(item.label ?? '');
  const [type, setType] = useState<QuestionType>(typeOf(item));
  const [required, setRequired] = useState(Boolean(item.required));
  const [choices, setChoices] = useState(choicesOf(item).join('\n'));
  const handleDone = () => {
    const list = choices
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    onDone(
      editQuestion(item, {
        label: label.trim() || (item.label ?? ''),
        type,
        required,
        choices: list,
      }),
    );
  };
  return (
    <section className={styles.editor} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {t('editor.title')}
      </h3>
      <label className={styles.field}>
        <span>{t('editor.label')}</span>
        <input
          className={styles.input}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{t('editor.type')}</span>
        <select
          className={styles.input}
          value={type}
          onChange={(event) => setType(event.target.value as QuestionType)}
        >
          {QUESTION_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`type.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
        />
        {t('editor.required')}
      </label>
      {hasChoices(type) && (
        <label className={styles.field}>
          <span>{t('editor.choices')}</span>
          <textarea
            className={styles.input}
            rows={4}
            value={choices}
            onChange={(event) => setChoices(event.target.value)}
          />
        </label>
      )}
      <div>
        <Button onPress={handleDone}>{t('editor.done')}</Button>
      </div>
    </section>
  );
};
