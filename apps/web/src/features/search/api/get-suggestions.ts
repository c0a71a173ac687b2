import { autocompleteResponseSchema } from '@careers/shared';
import { http } from '@/lib/http/index.ts';

export type SuggestionType = 'query' | 'location';

/** GET /api/pcsx/autocomplete : suggestions for the query box or the location box. */
export const getSuggestions = (
  domain: string,
  hl: string,
  type: SuggestionType,
  term: string,
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/autocomplete', {
    params: { domain, hl, type, term },
    schema: autocompleteResponseSchema.shape.data,
    signal,
  });
