const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntity = (entity: string, name: string) => {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 0xfffd);
  }
  if (name.startsWith('#'))
    return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 0xfffd);
  return ENTITIES[name.toLowerCase()] ?? entity;
};

/**
 * The words of a description for the index: tags become spaces (so '<li>a</li><li>b</li>' stays
 * two words), entities are decoded, runs of white space collapse. Not a sanitiser.
 */
export const htmlToText = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
