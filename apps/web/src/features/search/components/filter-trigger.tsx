import type { FilterDefinition } from '@careers/shared';
import { Button, type ButtonProps } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './filter-bar.module.css';
import { ChevronDownIcon } from './search-icons.tsx';

type FilterFaceProps = { filter: FilterDefinition; selected: readonly string[] };

/** A filter button's class: marked while some of its values are chosen. */
export const filterTriggerClassName = (selected: readonly string[]) =>
  selected.length ? `${styles.trigger} ${styles.active}` : styles.trigger;

/** What a filter's button says: its name, how many values are chosen, and its menu's chevron. */
export const FilterTriggerFace = ({ filter, selected }: FilterFaceProps) => {
  const { t } = useTranslation('search');
  return (
    <>
      <span>{filter.displayName}</span>
      {selected.length ? (
        <>
          {' '}
          <span className={styles.badge}>{selected.length}</span>
          <span className={styles.srOnly}> {t('filters.selected')}</span>
        </>
      ) : null}
      <ChevronDownIcon />
    </>
  );
};

type FilterTriggerProps = Omit<ButtonProps, 'children' | 'variant' | 'className'> & FilterFaceProps;

/** A filter's button while its menu loads (the menu's own is React Aria's, in filter-menu). */
export const FilterTrigger = ({ filter, selected, ...props }: FilterTriggerProps) => (
  <Button {...props} variant="secondary" className={filterTriggerClassName(selected)}>
    <FilterTriggerFace filter={filter} selected={selected} />
  </Button>
);
