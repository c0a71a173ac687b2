import { pageHref } from '@/lib/ssr/index.ts';

// The page address carries two request conventions: `debug` is copied onto every request and
// `domain` names the tenant, so a tenant's site works under any host. Both are read at request
// time: client-side navigation keeps them.

const pageParams = () => new URL(pageHref()).searchParams;

/** The page's `debug` query value (possibly empty), or undefined when the page has none. */
export const getPageDebug = (): string | undefined => pageParams().get('debug') ?? undefined;

/** The page's `domain` query value, or undefined when absent or empty. */
export const getPageDomain = (): string | undefined => pageParams().get('domain') || undefined;
