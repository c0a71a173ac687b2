import { savedSearchResponseSchema } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import type { SearchFilters } from '../lib/search-url-state.ts';

export type SaveSearchInput = {
  name: string;
  query: string;
  location: string;
  filters: SearchFilters;
};

/** POST /api/pcsx/saved_searches : keeps the current search as a job alert. */
export const saveSearch = (domain: string, input: SaveSearchInput) =>
  http.post(
    '/api/pcsx/saved_searches',
    { ...input, domain },
    { schema: savedSearchResponseSchema.shape.data },
  );

export const useSaveSearch = () => {
  const { domain } = useBootData();
  return useMutation({ mutationFn: (input: SaveSearchInput) => saveSearch(domain, input) });
};
