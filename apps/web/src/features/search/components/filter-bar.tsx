import type { FilterDefinition, SearchSort } from '@careers/shared';
import { lazy, useId } from 'react';
import { Button } from '@/components/button/button.tsx';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { IntentBoundary, useLoadOnIntent } from '@/lib/load-on-intent/index.ts';
import type { SearchFilters } from '../lib/search-url-state.ts';
import styles from './filter-bar.module.css';
import { FilterTrigger } from './filter-trigger.tsx';

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

// The filters' popover dialogs (React Aria's overlays, focus scope and dismissal) load when the
// reader reaches for a filter, not with the page (the page's weight and main-thread time). Until
// they are here the buttons look and read the same, and a press on one opens its dialog once it
// is here.
const FilterMenu = lazy(async () => ({
  default: (await loadChunk('filter-menu', () => import('./filter-menu.tsx'))).FilterMenu,
}));

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
  const { isShown, focused, pressed, intentPropsOf } = useLoadOnIntent<string>();
  const standIns = definitions.map((filter) => {
    const { onClick, ...intentProps } = intentPropsOf(filter.filterName);
    return (
      <FilterTrigger
        key={filter.filterName}
        filter={filter}
        selected={filters[filter.filterName] ?? []}
        aria-expanded={false}
        {...intentProps}
        onPress={onClick}
      />
    );
  });
  const chosenCount = Object.values(filters).reduce((sum, values) => sum + values.length, 0);
  return (
    <div className={styles.bar}>
      <div className={styles.filters} role="group" aria-label={t('filters.label')}>
        <IntentBoundary isShown={isShown} standIn={standIns}>
          {definitions.map((filter) => (
            <FilterMenu
              key={filter.filterName}
              filter={filter}
              selected={filters[filter.filterName] ?? []}
              hasFocusAtFirst={focused === filter.filterName}
              isOpenAtFirst={pressed === filter.filterName}
              onChange={(values) => {
                onFilterChange(filter.filterName, values);
              }}
            />
          ))}
        </IntentBoundary>
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
