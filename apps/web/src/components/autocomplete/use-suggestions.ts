import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_CACHE_MS, AUTOCOMPLETE_DEBOUNCE_MS } from './autocomplete-constants.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type AutocompleteOption = {
  id: string;
  label: string;
  /** A second line (a kind, a count). */
  description?: string;
};

export type LoadOptions = (term: string, signal: AbortSignal) => Promise<AutocompleteOption[]>;

type Options = {
  term: string;
  isOpen: boolean;
  minLength: number;
  /** Identifies the source in the cache: two boxes with the same key share suggestions. */
  cacheKey: readonly unknown[];
  loadOptions: LoadOptions;
};

/**
 * Suggestions for what was typed, once typing has paused for 500 ms and the text is long enough;
 * each term's answer is kept for two minutes.
 */
export const useSuggestions = ({ term, isOpen, minLength, cacheKey, loadOptions }: Options) => {
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, AUTOCOMPLETE_DEBOUNCE_MS);
  const isLongEnough = settled.length >= minLength;
  const query = useQuery({
    queryKey: ['autocomplete', ...cacheKey, settled] as const,
    queryFn: ({ signal }) => loadOptions(settled, signal),
    enabled: isOpen && isLongEnough,
    staleTime: AUTOCOMPLETE_CACHE_MS,
    gcTime: AUTOCOMPLETE_CACHE_MS,
    retry: false,
    meta: { errorToast: false },
  });
  const isTyping = trimmed !== settled;
  return {
    options: isLongEnough && !isTyping ? (query.data ?? []) : [],
    isSearching: isOpen && trimmed.length >= minLength && (isTyping || query.isFetching),
    isError: query.isError && !isTyping,
    isActive: isOpen && trimmed.length >= minLength,
  };
};
