import type { FilterDefinition, SearchSort } from '@careers/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import type { SearchFilters } from '../lib/search-url-state.ts';
import styles from './filter-bar.module.css';
import { FilterOptions } from './filter-options.tsx';
import { ChevronDownIcon } from './search-icons.tsx';

type FilterBarProps = {
  definitions: readonly FilterDefinition[];
  filters: SearchFilters;
  sortBy: SearchSort | undefined;
  canSortByDistance: boolean;
  hasSomethingToReset: boolean;
  onFilterChange: (name: string, values: readonly string[]) => void;
  onClearFilters: () => void;
  onSortChange: (sortBy: SearchSort | undefined) => void;
  onReset: () => void;
};

const FilterMenu = ({
  filter,
  selected,
  onChange,
}: {
  filter: FilterDefinition;
  selected: readonly string[];
  onChange: (values: readonly string[]) => void;
}) => {
  const { t } = useTranslation('search');
  const chosenLabels = filter.options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label);
  return (
    <DialogTrigger>
      <Button
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
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.dialogTitle}>
                {filter.displayName}
              </Heading>
              <FilterOptions filter={filter} selected={selected} onChange={onChange} />
              <div className={styles.dialogActions}>
                <Button
                  variant="quiet"
                  isDisabled={!selected.length}
                  onPress={() => {
                    onChange([]);
                  }}
                >
                  {t('filters.clearOne')}
                </Button>
                <Button onPress={close}>{t('filters.done')}</Button>
              </div>
              {chosenLabels.length ? (
                <p className={styles.srOnly}>{chosenLabels.join(', ')}</p>
              ) : null}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
};

/** One menu per filter with counts, the sort choice, and reset. */
export const FilterBar = ({
  definitions,
  filters,
  sortBy,
  canSortByDistance,
  hasSomethingToReset,
  onFilterChange,
  onClearFilters,
  onSortChange,
  onReset,
}: FilterBarProps) => {
  const { t } = useTranslation('search');
  const sortId = useId();
  const chosenCount = Object.values(filters).reduce((sum, values) => sum + values.length, 0);
  return (
    <div className={styles.bar}>
      <div className={styles.filters} role="group" aria-label={t('filters.label')}>
        {definitions.map((filter) => (
          <FilterMenu
            key={filter.filterName}
            filter={filter}
            selected={filters[filter.filterName] ?? []}
            onChange={(values) => {
              onFilterChange(filter.filterName, values);
            }}
          />
        ))}
        {chosenCount ? (
          <Button variant="quiet" onPress={onClearFilters}>
            {t('filters.clearAll')}
          </Button>
        ) : null}
      </div>
      <div className={styles.tools}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {t('sort.label')}
        </label>
        <select
          id={sortId}
          className={styles.sort}
          value={sortBy ?? 'relevance'}
          onChange={(event) => {
            const value = event.target.value as SearchSort;
            onSortChange(value === 'relevance' ? undefined : value);
          }}
        >
          <option value="relevance">{t('sort.relevance')}</option>
          <option value="timestamp">{t('sort.timestamp')}</option>
          {canSortByDistance || sortBy === 'distance' ? (
            <option value="distance">{t('sort.distance')}</option>
          ) : null}
        </select>
        <Button variant="ghost" isDisabled={!hasSomethingToReset} onPress={onReset}>
          {t('reset')}
        </Button>
      </div>
    </div>
  );
};
