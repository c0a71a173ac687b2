import type { SelectChoice } from '@careers/shared/forms/index';

/** Options are cached for the life of the page and fetches retried. */
const cache = new Map<string, Promise<SelectChoice[]>>();

export const optionRetries = 3;

async function withRetry<T>(load: () => Promise<T>, attempts: number, delayMs: number): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < attempts - 1)
        await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
  throw lastError;
}

/** Loads once per key; a failed load is forgotten so a later render can try again. */
export function loadCachedOptions(
  key: string,
  load: () => Promise<SelectChoice[]>,
  retryDelayMs = 300,
): Promise<SelectChoice[]> {
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = withRetry(load, optionRetries, retryDelayMs);
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

export function clearOptionsCache() {
  cache.clear();
}

/** Replaces {{parentValue}} in an endpoint with the first dependency's value. */
export function resolveEndpoint(endpoint: string, parentValue: unknown): string {
  const text = parentValue === null || parentValue === undefined ? '' : String(parentValue);
  return endpoint.replaceAll('{{parentValue}}', encodeURIComponent(text));
}

/** Reads `data.data.options` (list of label and value) from an endpoint's answer. */
export function readEndpointOptions(body: unknown): SelectChoice[] {
  const options = (body as { data?: { options?: unknown } } | null)?.data?.options;
  if (!Array.isArray(options)) return [];
  return options
    .filter(
      (option): option is { label: unknown; value: unknown } =>
        option && typeof option === 'object',
    )
    .map((option) => ({ label: String(option.label), value: String(option.value) }));
}

/** Accent- and case-insensitive match for select search. */
export function matchesSearch(label: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return fold(label).includes(fold(query.trim()));
}
