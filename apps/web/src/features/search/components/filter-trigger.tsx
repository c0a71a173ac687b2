import type { FilterDefinition } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/button/button.tsx';
import styles from './filter-bar.module.css';
import { ChevronDownIcon } from './search-icons.tsx';

type FilterTriggerProps = Omit<ButtonProps, 'children' | 'variant' | 'className'> & {
  filter: FilterDefinition;
  selected: readonly string[];
};

/** A filter's button: its name, how many values are chosen, and the chevron of its menu. */
export const FilterTrigger = ({ filter, selected, ...props }: FilterTriggerProps) => {
  const { t } = useTranslation('search');
  return (
    <Button
      {...props}
      variant="secondary"
      className={selected.length ? `${styles.trigger} ${styles.active}` : styles.trigger}
    >
      <span>{filter.displayName}</span>
      {selected.length ? (
        <>
          {' '}
          <span className={styles.badge}>{selected.length}</span>
          <span className={styles.srOnly}> {t('filters.selected')}</span>
        </>
      ) : null}
      <ChevronDownIcon />
    </Button>
  );
};
