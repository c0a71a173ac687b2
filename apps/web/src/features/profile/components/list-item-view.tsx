import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { NewTag } from './new-tag.tsx';
import styles from './profile-page.module.css';

type ListItemViewProps = {
  heading: string;
  details: string[];
  isParsed: boolean;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onEdit: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDelete: () => void;
  /** Keep an item the resume added: its "New" mark goes. */
  onKeep: () => void;
};

/**
 * One item of a list section as read, with its buttons named after it for screen readers; an item
 * the resume added has Keep too (Delete undoes it).
 */
export const ListItemView = ({
  heading,
  details,
  isParsed,
  isFirst,
  isLast,
  isBusy,
  onEdit,
  onMoveUp,
  onMoveDown,
  onDelete,
  onKeep,
}: ListItemViewProps) => {
  const { t } = useTranslation('profile');
  return (
    <article className={styles.item} aria-label={heading}>
      <h3 className={styles.itemTitle}>
        <span>{heading}</span>
        {isParsed ? <NewTag /> : null}
      </h3>
      {details.map((line) => (
        <p key={line} className={styles.itemDetail}>
          {line}
        </p>
      ))}
      <div className={styles.itemActions}>
        {isParsed ? (
          <Button
            variant="ghost"
            onPress={onKeep}
            isDisabled={isBusy}
            aria-label={t('review.keepItem', { item: heading })}
          >
            {t('review.keep')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          data-edit
          onPress={onEdit}
          isDisabled={isBusy}
          aria-label={t('editItem', { item: heading })}
        >
          {t('edit')}
        </Button>
        <Button
          variant="ghost"
          onPress={onMoveUp}
          isDisabled={isBusy || isFirst}
          aria-label={t('moveUp', { item: heading })}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="ghost"
          onPress={onMoveDown}
          isDisabled={isBusy || isLast}
          aria-label={t('moveDown', { item: heading })}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button
          variant="ghost"
          onPress={onDelete}
          isDisabled={isBusy}
          aria-label={t('deleteItem', { item: heading })}
        >
          {t('delete')}
        </Button>
      </div>
    </article>
  );
};
