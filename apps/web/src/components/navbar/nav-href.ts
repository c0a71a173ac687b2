/** True for links that stay inside this site (a path, not a full or protocol-relative URL). */
export const isInternalHref = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//');

/**
 * Internal links keep the tenant: links are built with the `domain` parameter. An author's own
 * `domain` stays; external links are left alone.
 */
export const withDomain = (href: string, domain: string): string => {
  if (!isInternalHref(href)) return href;
  const url = new URL(href, 'http://internal.invalid');
  if (!url.searchParams.has('domain')) url.searchParams.set('domain', domain);
  return `${url.pathname}${url.search}${url.hash}`;
};
