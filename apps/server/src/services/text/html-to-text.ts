import { decodeHTML } from 'entities/decode';

/**
 * The words of a description for the index: tags become spaces (so '<li>a</li><li>b</li>' stays
 * two words), every named and numeric entity is decoded (`&eacute;` → é, `&rsquo;` → ’, by
 * `entities`), runs of white space collapse. Not a sanitiser.
 */
export const htmlToText = (html: string) =>
  decodeHTML(
    html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
