import { useLayoutEffect, useRef, useState } from 'react';
import type { FormItem } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import styles from './field.module.css';

/** Read-more height of long instructions, in px. */
export const readMoreHeight = 150;

/** Instruction text; past 150 px it collapses behind 'Read more'. */
export function InstructionField({ item }: { item: FormItem }) {
  const { ui } = useFormsI18n();
  const contentRef = useRef<HTMLDivElement>(null);
  const [isLong, setIsLong] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const text = item.instructionOptions?.text ?? item.help ?? '';
  const contentId = `${item.name}-instruction`;

  useLayoutEffect(() => {
    const element = contentRef.current;
    if (element) setIsLong(element.scrollHeight > readMoreHeight);
  }, [text]);

  return (
    <div className={styles.field} data-field={item.name}>
      {item.label ? <p className={styles.label}>{item.label}</p> : null}
      <div
        id={contentId}
        ref={contentRef}
        className={`${styles.viewValue} ${isLong && !isExpanded ? styles.collapsed : ''}`}
      >
        {text}
      </div>
      {isLong ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? ui('readLess') : ui('readMore')}
        </button>
      ) : null}
    </div>
  );
}
