import { pageHref, serverRender } from '@/lib/ssr/index.ts';

type InitialPageParams = { domain: string | undefined; hl: string | undefined };

let initial: InitialPageParams | undefined;

/**
 * The tenant (`domain`) and language (`hl`) the page was opened with. They are read once: the
 * server serves one tenant per page load, and the boot-data query key must not change when an
 * in-app link happens to drop a parameter.
 */
export const getInitialPageParams = (): InitialPageParams => {
  // on the server every render is its own page
  if (serverRender()) return paramsOf(pageHref());
  initial ??= paramsOf(pageHref());
  return initial;
};

const paramsOf = (href: string): InitialPageParams => {
  const search = new URL(href).searchParams;
  return {
    domain: search.get('domain')?.trim() || undefined,
    hl: search.get('hl')?.trim() || undefined,
  };
};
