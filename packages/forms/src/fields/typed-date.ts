/**
 * Dates typed as digits in the order the form's language writes them: en-US 01/15/1990, fr
 * 15/01/1990, ja 1990/01/15, de 15.01.1990. The order and separator come from
 * Intl.DateTimeFormat().formatToParts; the value stays ISO 'YYYY-MM-DD'.
 */
export type DatePart = 'year' | 'month' | 'day';

export type DateOrder = { parts: DatePart[]; separator: string };

const partLength: Record<DatePart, number> = { year: 4, month: 2, day: 2 };
const bidiMarks = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const orderCache = new Map<string, DateOrder>();

export function dateOrder(language: string): DateOrder {
  const cached = orderCache.get(language);
  if (cached) return cached;
  const format = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  const pieces = format.formatToParts(new Date(Date.UTC(1990, 0, 15, 12)));
  const parts = pieces
    .map((piece) => piece.type)
    .filter((type): type is DatePart => type === 'year' || type === 'month' || type === 'day');
  const literal = pieces.find((piece) => piece.type === 'literal')?.value ?? '/';
  const separator = literal.replace(bidiMarks, '').trim() || '/';
  const order = { parts: parts.length === 3 ? parts : ['month', 'day', 'year'], separator };
  orderCache.set(language, order as DateOrder);
  return order as DateOrder;
}

/** Arabic-Indic and Persian digits read as 0-9, so a phone keyboard in Arabic types too. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}

/** Digit runs of the text, each marked closed when the person typed a separator after it. */
function digitGroups(text: string): { digits: string; isClosed: boolean }[] {
  const tokens = latinDigits(text).match(/\d+|\D+/g) ?? [];
  return tokens.flatMap((token, index) =>
    /\d/.test(token) ? [{ digits: token, isClosed: index < tokens.length - 1 }] : [],
  );
}

/** The parts typed so far: digits fill each part in turn, a typed separator ends a short one. */
function typedParts(text: string, order: DateOrder): string[] {
  const groups = digitGroups(text);
  const pieces: string[] = [];
  let group = groups.shift();
  for (const part of order.parts) {
    if (!group) break;
    const length = partLength[part];
    if (group.digits.length > length) {
      pieces.push(group.digits.slice(0, length));
      group = { ...group, digits: group.digits.slice(length) };
      continue;
    }
    const isShortAndClosed = group.digits.length < length && group.isClosed && part !== 'year';
    pieces.push(isShortAndClosed ? group.digits.padStart(length, '0') : group.digits);
    if (group.digits.length < length && !group.isClosed) break;
    group = groups.shift();
  }
  return pieces;
}

/**
 * What the input shows: the parts typed so far in the language's order and separator ("01/15/1990"
 * in en, "15.01.1990" in de). A separator the person typed stays, so "1/" reads "01/".
 */
export function maskTypedDate(text: string, order: DateOrder): string {
  const pieces = typedParts(text, order);
  const last = pieces.at(-1) ?? '';
  const endsWithSeparator = /\D$/.test(text.trim()) && pieces.length < 3 && last !== '';
  return pieces.join(order.separator) + (endsWithSeparator ? order.separator : '');
}

/** 'YYYY-MM-DD' when the text holds a whole date (not checked for being real), else null. */
export function typedToIso(text: string, order: DateOrder): string | null {
  const pieces = typedParts(text, order);
  const found: Partial<Record<DatePart, string>> = {};
  order.parts.forEach((part, index) => {
    if (pieces[index]?.length === partLength[part]) found[part] = pieces[index];
  });
  return found.year && found.month && found.day
    ? `${found.year}-${found.month}-${found.day}`
    : null;
}

/** An ISO date written in the language's order; '' for anything else. */
export function isoToTyped(iso: string, order: DateOrder): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const found: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return order.parts.map((part) => found[part]).join(order.separator);
}

/**
 * The format as the language names its fields, e.g. "month/day/year", "jour/mois/année",
 * "年/月/日". Left-to-right marks keep right-to-left names in the digits' order.
 */
export function datePlaceholder(language: string, order: DateOrder): string {
  const names = new Intl.DisplayNames(language, { type: 'dateTimeField', fallback: 'code' });
  return order.parts.map((part) => names.of(part) ?? part).join(`\u200e${order.separator}\u200e`);
}
