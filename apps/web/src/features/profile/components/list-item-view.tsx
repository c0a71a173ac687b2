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
};

/** One item of a list section as read, with its buttons named after it for screen readers. */
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
        <Button
          variant="ghost"
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
