import { escapeUTF8 } from 'entities/escape';

/**
 * Text made safe for HTML or XML, in an element or a quoted attribute: `& < > " '` become
 * entities, everything else stays as it is (the pages and feeds are UTF-8). From `entities`, the
 * library htmlparser2 and the sanitiser use, so one rule holds everywhere.
 */
export const escapeMarkup = (text: string): string => escapeUTF8(text);
