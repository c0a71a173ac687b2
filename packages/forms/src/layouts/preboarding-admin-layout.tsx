import { useState } from 'react';
import type { FormItem } from '@careers/shared/forms/index';
import { FormField } from '../renderer/form-field.tsx';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import { FormSectionBlock } from './form-section.tsx';
import { QuestionToolbar } from './question-toolbar.tsx';
import type { QuestionAction } from './question-icons.tsx';
import { useDebouncedCallback } from './use-debounced-callback.ts';
import type { LayoutProps } from './simple-form-layout.tsx';
import styles from './layouts.module.css';

/** Reorder debounce, in ms. */
export const reorderDebounceMs = 300;

export type PreboardingAdminHandlers = {
  onDuplicateQuestion?: (item: FormItem, sectionIndex: number) => void;
  onEditQuestion?: (item: FormItem, sectionIndex: number) => void;
  onDeleteQuestion?: (item: FormItem, sectionIndex: number) => void;
  /** The section's question names in their new order, 300 ms after the last move. */
  onReorderQuestions?: (sectionIndex: number, names: string[]) => void;
};

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

/** The admin view of a question set: each question with duplicate, edit, delete and move buttons. */
export function PreboardingAdminLayout({
  sections,
  actions,
  metaItems,
  bottomItems,
  admin = {},
}: LayoutProps & { admin?: PreboardingAdminHandlers }) {
  const { mode } = useFormRenderer();
  const [orders, setOrders] = useState<Record<number, string[]>>({});
  const reorder = useDebouncedCallback(admin.onReorderQuestions, reorderDebounceMs);
  const available: QuestionAction[] = [
    ...(admin.onDuplicateQuestion ? (['duplicate'] as const) : []),
    ...(admin.onEditQuestion ? (['edit'] as const) : []),
    ...(admin.onDeleteQuestion ? (['delete'] as const) : []),
    ...(admin.onReorderQuestions ? (['moveUp', 'moveDown'] as const) : []),
  ];

  return (
    <div className={styles.form}>
      {metaItems}
      {sections.map((entry) => {
        const names = entry.section.items.map((item) => item.name);
        const saved = orders[entry.index];
        const order =
          saved && saved.length === names.length && saved.every((name) => names.includes(name))
            ? saved
            : names;
        const items = order
          .map((name) => entry.section.items.find((item) => item.name === name))
          .filter((item): item is FormItem => Boolean(item));
        const handleAction = (action: QuestionAction, item: FormItem, position: number) => {
          if (action === 'duplicate') admin.onDuplicateQuestion?.(item, entry.index);
          if (action === 'edit') admin.onEditQuestion?.(item, entry.index);
          if (action === 'delete') admin.onDeleteQuestion?.(item, entry.index);
          if (action === 'moveUp' || action === 'moveDown') {
            const next = move(order, position, action === 'moveUp' ? position - 1 : position + 1);
            setOrders((previous) => ({ ...previous, [entry.index]: next }));
            reorder(entry.index, next);
          }
        };
        return (
          <FormSectionBlock key={entry.id} entry={entry}>
            {items.map((item, position) => (
              <div key={item.name} className={styles.question}>
                {mode === 'edit' && available.length ? (
                  <QuestionToolbar
                    questionLabel={item.label ?? item.name}
                    isFirst={position === 0}
                    isLast={position === items.length - 1}
                    available={available}
                    onAction={(action) => handleAction(action, item, position)}
                  />
                ) : null}
                <FormField item={item} />
              </div>
            ))}
          </FormSectionBlock>
        );
      })}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {bottomItems}
    </div>
  );
}
