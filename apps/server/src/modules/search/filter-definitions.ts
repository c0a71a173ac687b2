import {
  DEFAULT_LANGUAGE,
  filterDisplayNameIn,
  type FilterDefinition,
  type Language,
  type SearchFilterName,
  type TenantConfig,
} from '@careers/shared';
import type { FacetCount } from '@careers/search';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/**
 * Display names and option labels in the reader's language: the tenant's name for it in that
 * language, else its display name; what a tenant has not set comes from the `server-messages`
 * catalogue (searchFilters).
 */
const DEFAULT_LABEL_VALUES = new Set([
  'full_time',
  'part_time',
  'contract',
  'internship',
  'temporary',
  'remote',
  'onsite',
  'past_day',
  'past_week',
  'past_month',
]);
/** Long lists (skills, locations) show their most frequent options; chosen ones always show. */
const MAX_OPTIONS = 200;

export type FilterCounts = Partial<Record<SearchFilterName, FacetCount[]>>;

const optionsOf = (counts: FacetCount[], selected: readonly string[]) => {
  const shown = counts.slice(0, MAX_OPTIONS);
  const missing = selected
    .filter((value) => !shown.some((option) => option.value === value))
    .map((value) => ({
      value,
      count: counts.find((option) => option.value === value)?.count ?? 0,
    }));
  return [...shown, ...missing];
};

/** `filterDef.allFilters`: each configured filter with its options, labels and counts. */
export const buildFilterDefinitions = (
  config: TenantConfig,
  counts: FilterCounts,
  applied: Partial<Record<SearchFilterName, string[]>>,
  language: Language = DEFAULT_LANGUAGE,
): FilterDefinition[] => {
  const t = translatorFor(language);
  return config.searchConfig.allFilters.map((name) => {
    const options = config.searchOptionsMap[name];
    const labelMap = options?.options.labelMap ?? {};
    return {
      filterName: name,
      displayName: options
        ? filterDisplayNameIn(options, language)
        : t(`searchFilters.names.${name}`),
      type: options?.type ?? (name === 'posted_date' ? 'date_range' : 'multiselect'),
      options: optionsOf(counts[name] ?? [], applied[name] ?? []).map(({ value, count }) => ({
        label:
          labelMap[value] ??
          (DEFAULT_LABEL_VALUES.has(value) ? t(`searchFilters.options.${value}`) : value),
        value,
        count,
      })),
    };
  });
};
