import { z } from 'zod';

/**
 * The scheme of a URL as a browser reads it (lower case), or null for a relative URL. A browser
 * drops tabs and line breaks anywhere in a URL and spaces or control characters around it, so
 * `java\tscript:` runs as `javascript:`.
 */
export const urlScheme = (value: string) =>
  /^([a-z][\w+.-]*):/i.exec(value.replace(/[\0- \x7f]/g, ''))?.[1]!.toLowerCase() ?? null;

/** A URL that is relative or has one of the schemes; the message names what to write. */
const urlWithSchemes = (schemes: string[], message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => schemes.includes(urlScheme(value) ?? 'http'), { message });

/** A link the site shows (navbar): https, http, mailto or a path of the site; never a script. */
export const linkHrefSchema = urlWithSchemes(
  ['http', 'https', 'mailto'],
  'Use https://…, mailto:… or a path of this site (/…).',
).pipe(z.string().min(1));

/** An image or other file the page loads (logo, hero image, map tiles): https, http or a path. */
export const assetUrlSchema = urlWithSchemes(
  ['http', 'https'],
  'Use https://… or a path of this site (/…).',
);
