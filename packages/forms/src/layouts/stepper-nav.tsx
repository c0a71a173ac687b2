import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { FormValues } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { countNewQuestions, countStepErrors } from './step-counts.ts';
import type { VisibleSection } from './use-visible-sections.ts';
import styles from './layouts.module.css';

type StepperNavProps = {
  sections: VisibleSection[];
  activeId: string | undefined;
  onSelect: (id: string) => void;
  navLabel?: string;
};

/** Side stepper: titles, new-question and error counts; arrows, Home and End move between steps. */
export function StepperNav({ sections, activeId, onSelect, navLabel }: StepperNavProps) {
  const { ui } = useFormsI18n();
  const values = (useWatch() ?? {}) as FormValues;
  const { errors, touchedFields, isSubmitted } = useFormState();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Keys move focus between steps; Enter or a click then opens the step.
  const jump = (index: number) => buttons.current[index]?.focus();
  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const last = sections.length - 1;
    const target = {
      Home: 0,
      End: last,
      ArrowDown: Math.min(last, index + 1),
      ArrowUp: Math.max(0, index - 1),
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    jump(target);
  };

  return (
    <nav className={styles.stepNav} aria-label={navLabel ?? ui('applicationSections')}>
      <ol className={styles.steps}>
        {sections.map((entry, index) => {
          const newCount = countNewQuestions(entry.section, values);
          const errorCount = countStepErrors(entry.section, values, {
            errors: errors as Record<string, unknown>,
            touched: touchedFields as Record<string, unknown>,
            isSubmitted,
          });
          return (
            <li key={entry.id}>
              <button
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                className={styles.step}
                aria-current={entry.id === activeId ? 'step' : undefined}
                onClick={() => onSelect(entry.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                <span>{entry.section.title}</span>
                {newCount ? (
                  <span className={styles.stepMeta}>
                    {newCount === 1
                      ? ui('newQuestionsOne')
                      : ui('newQuestionsOther', { count: newCount })}
                  </span>
                ) : null}
                {errorCount ? (
                  <span className={styles.stepError}>
                    {errorCount === 1 ? ui('errorsOne') : ui('errorsOther', { errorCount })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
