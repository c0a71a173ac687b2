import { type FilterDefinition, type SearchFilterName, type TenantConfig } from '@careers/shared';
import type { FacetCount } from '@careers/search';

/** Display names and option labels a tenant has not set (English; the client may translate). */
const DEFAULT_DISPLAY_NAMES: Record<SearchFilterName, string> = {
  department: 'Department',
  job_family: 'Job family',
  employment_type: 'Employment type',
  location: 'Location',
  country: 'Country',
  skills: 'Skills',
  workplace: 'Workplace',
  posted_date: 'Date posted',
};
const DEFAULT_LABELS: Record<string, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
  remote: 'Remote',
  onsite: 'On-site',
  past_day: 'Past 24 hours',
  past_week: 'Past week',
  past_month: 'Past month',
};
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
): FilterDefinition[] =>
  config.searchConfig.allFilters.map((name) => {
    const options = config.searchOptionsMap[name];
    const labelMap = options?.options.labelMap ?? {};
    return {
      filterName: name,
      displayName: options?.displayName ?? DEFAULT_DISPLAY_NAMES[name],
      type: options?.type ?? (name === 'posted_date' ? 'date_range' : 'multiselect'),
      options: optionsOf(counts[name] ?? [], applied[name] ?? []).map(({ value, count }) => ({
        label: labelMap[value] ?? DEFAULT_LABELS[value] ?? value,
        value,
        count,
      })),
    };
  });
