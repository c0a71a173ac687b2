import type { FormValues } from '@careers/forms';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useFocusWhenChanged } from '@/lib/resume-upload/use-focus-when-changed.ts';
import { useReviewResume } from '@/lib/resume-upload/use-review-resume.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import type { ListItemOf, ListSection, ListSectionConfig } from '../lib/list-sections.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { ListItemView } from './list-item-view.tsx';
import { SectionForm } from './section-form.tsx';
import styles from './profile-page.module.css';

type ListSectionProps<S extends ListSection> = {
  config: ListSectionConfig<S>;
  items: ListItemOf<S>[];
};

/** Keys that follow an item when it moves, so focus stays on the button that moved it. */
const keysOf = (items: unknown[]) => {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const text = JSON.stringify(item);
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    return `${text}#${count}`;
  });
};

/** A list section: its items with edit, move up, move down, delete (and keep, when parsed), and 'Add'. */
export const ListSectionCard = <S extends ListSection>({ config, items }: ListSectionProps<S>) => {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const { save, fieldErrors, isPending } = useSaveProfile();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const section: ListSection = config.section;
  const title = t(`sections.${section}`);
  const fields = config.fields(t);
  const cardRef = useRef<HTMLElement>(null);
  const review = useReviewResume();
  const focusNext = useFocusWhenChanged(items);
  // Keep redraws the item without its mark: the focus goes to its Edit button
  const keep = (index: number) => {
    focusNext(() =>
      cardRef.current
        ?.querySelectorAll('article')
        [index]?.querySelector<HTMLElement>('[data-edit]'),
    );
    review.mutate({ action: 'keep', field: section, index }, { onError: () => focusNext(null) });
  };

  const submit = async (values: FormValues, index: number | 'new') => {
    const value = { ...config.fromValues(values), isParsed: false };
    const isSaved = await save(
      index === 'new'
        ? { op_section: section, operation: 'add', op_data: { value } }
        : { op_section: section, operation: 'update', op_data: { value, index } },
    );
    if (isSaved) setEditing(null);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    // Updating a list section without an index replaces the whole list.
    void save({ op_section: section, operation: 'update', op_data: { value: next } });
  };
  const remove = async (index: number) => {
    const isSaved = await save({
      op_section: section,
      operation: 'delete',
      op_data: { value: null, index },
    });
    if (isSaved) setDeleting(null);
  };

  const formOf = (index: number | 'new', item?: ListItemOf<S>) => (
    <SectionForm
      ariaLabel={
        index === 'new'
          ? t('addTo', { section: title })
          : t('editItem', { item: item ? config.heading(item, t) : '' })
      }
      fields={fields}
      values={item ? config.toValues(item) : {}}
      isParsed={item?.isParsed}
      fieldErrors={fieldErrors}
      onSubmit={(values) => submit(values, index)}
      onCancel={() => setEditing(null)}
    />
  );
  const keys = keysOf(items);
  const deletingItem = deleting === null ? undefined : items[deleting];

  return (
    <section
      ref={cardRef}
      className={styles.card}
      aria-labelledby={headingId}
      data-section={section}
    >
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {editing === null ? (
          <Button
            variant="secondary"
            onPress={() => setEditing('new')}
            aria-label={t('addTo', { section: title })}
          >
            {t('add')}
          </Button>
        ) : null}
      </div>
      {items.length === 0 && editing !== 'new' ? (
        <p className={styles.empty}>{t(`empty.${section}`)}</p>
      ) : null}
      {items.length ? (
        <ol className={styles.items}>
          {items.map((item, index) => (
            <li key={keys[index]}>
              {editing === index ? (
                formOf(index, item)
              ) : (
                <ListItemView
                  heading={config.heading(item, t)}
                  details={config.details(item, t)}
                  isParsed={item.isParsed}
                  isFirst={index === 0}
                  isLast={index === items.length - 1}
                  isBusy={isPending || review.isPending || editing !== null}
                  onEdit={() => setEditing(index)}
                  onMoveUp={() => move(index, index - 1)}
                  onMoveDown={() => move(index, index + 1)}
                  onDelete={() => setDeleting(index)}
                  onKeep={() => keep(index)}
                />
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {editing === 'new' ? formOf('new') : null}
      <ConfirmDialog
        isOpen={deletingItem !== undefined}
        title={t('deleteTitle')}
        backLabel={t('cancel')}
        confirmLabel={t('delete')}
        pendingLabel={t('saving')}
        isDanger
        isPending={isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting !== null && void remove(deleting)}
      >
        <p>{t('deleteText', { item: deletingItem ? config.heading(deletingItem, t) : '' })}</p>
      </ConfirmDialog>
    </section>
  );
};
