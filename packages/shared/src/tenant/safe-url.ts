import { z } from 'zod';

/**
 * A browser drops tabs and line breaks anywhere in a URL and spaces or control characters around
 * it, so `java\tscript:` runs as `javascript:`: the scheme is read as the browser would read it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what a browser ignores
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme of a URL as a browser would follow it (lower case), or null for a relative URL. */
export const urlScheme = (value: string): string | null => {
  const scheme = SCHEME.exec(value.replace(IGNORED_BY_BROWSERS, ''));
  return scheme ? scheme[1]!.toLowerCase() : null;
};

/** True when the URL is relative or has one of the schemes. */
const hasSchemeIn = (value: string, schemes: readonly string[]) => {
  const scheme = urlScheme(value);
  return scheme === null || schemes.includes(scheme);
};

/** A link the site shows (navbar): https, http, mailto or a path of the site; never a script. */
export const linkHrefSchema = z
  .string()
  .trim()
  .min(1, 'Enter the link.')
  .max(2000)
  .refine((value) => hasSchemeIn(value, ['http', 'https', 'mailto']), {
    message: 'Use a web address (https://…), a mailto: address or a path of this site (/…).',
  });

/** An image or other file the page loads (logo, hero image, map tiles): https, http or a path. */
export const assetUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => hasSchemeIn(value, ['http', 'https']), {
    message: 'Use a web address (https://…) or a path of this site (/…).',
  });
