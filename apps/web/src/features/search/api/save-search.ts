import { api } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import type { SearchFilters } from '../lib/search-url-state.ts';

export type SaveSearchInput = {
  name: string;
  query: string;
  location: string;
  filters: SearchFilters;
};

/** Keeps the current search as a job alert. */
export const useSaveSearch = () => {
  const { domain } = useBootData();
  return useMutation({
    mutationFn: (input: SaveSearchInput) =>
      callApi(api.saveSearch, {
        body: {
          ...input,
          filters: Object.fromEntries(
            Object.entries(input.filters).map(([name, values]) => [name, [...values]]),
          ),
          domain,
        },
      }),
  });
};
