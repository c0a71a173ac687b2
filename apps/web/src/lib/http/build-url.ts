import { pageHref } from '@/lib/ssr/index.ts';
import { getPageDebug, getPageDomain } from './page-params.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type QueryParams = Record<string, QueryValue>;

type BuildUrlOptions = {
  params?: QueryParams | undefined;
  /** The body already names a tenant (`domain` in a JSON or multipart body). */
  hasBodyDomain?: boolean;
};

/**
 * The request address: the call's params (undefined and null skipped, arrays repeat the key as in
 * `filter_{name}`), then the page's `debug`, then the page's `domain` unless the call set one.
 */
export const buildUrl = (
  path: string,
  { params = {}, hasBodyDomain = false }: BuildUrlOptions = {},
) => {
  const url = new URL(path, pageHref());
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) url.searchParams.append(key, item);
    } else {
      url.searchParams.set(key, String(value));
    }
  }
  const debug = getPageDebug();
  if (debug !== undefined && !url.searchParams.has('debug')) url.searchParams.set('debug', debug);
  const domain = getPageDomain();
  if (domain && !hasBodyDomain && !url.searchParams.has('domain')) {
    url.searchParams.set('domain', domain);
  }
  return url;
};
