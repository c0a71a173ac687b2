import { foldText } from './fold.ts';
import { headingSegments } from './item-blocks.ts';
import { readLocation } from './place/read-location.ts';

/** 'Engineer at Acme', 'Ingénieur chez Acme', 'Entwickler bei Acme', 'Engineer @ Acme'. */
const AT = /^(.+?)\s+(?:at|@|chez|bei|presso|en|w)\s+(\p{Lu}.*)$/u;

/** A legal form written after a comma ('Q2 Holdings, Inc.', 'Explicolândia, Lda.'): the name's end. */
const LEGAL_FORM =
  /^(?:inc|ltd|llc|llp|plc|lda|ltda|gmbh|ag|sa|s\.a|sas|sarl|srl|spa|s\.p\.a|s\.l|s\.l\.p|s\.l\.u|slp|slu|bv|b\.v|nv|co|corp|limited|ltd\. sti|a\.s)\.?$/u;

/** An entry's title and company, in the order its heading gives them. */
export type Pair = { first: string; second: string; isPair: boolean };
export type WorkHeading = { pair: Pair; location: string };

/** Parts of a segment set apart by commas (Arabic's too), a legal form kept with the name before it. */
const commaParts = (segment: string) =>
  segment.split(/[,،]\s+/).reduce<string[]>((parts, part) => {
    if (parts.length > 0 && LEGAL_FORM.test(foldText(part))) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
    return parts;
  }, []);

const isPlace = (text: string, hints: readonly string[]) => readLocation([text], hints) !== null;

/**
 * The entry's place, taken out of its segments: a segment after the first that is a place, or
 * the last comma part of a segment ('Acme Corp, Chicago, IL', 'Krones AG ⇥ Neutraubling'). A
 * place name beside a title alone may be the company's (Wayne Enterprises): a bare place is the
 * location only after a title and a company, or when written as one ('Austin, TX').
 */
const takeLocation = (segments: string[], hints: readonly string[]): string => {
  const whole = segments.findIndex(
    (segment, index) =>
      index > 0 &&
      (segments.length > 2 || segment.includes(',')) &&
      isPlace(segment, hints) &&
      isPlace(commaParts(segment)[0]!, hints),
  );
  if (whole >= 0) return segments.splice(whole, 1)[0]!;
  for (const [index, segment] of segments.entries()) {
    const parts = commaParts(segment);
    for (let count = Math.min(2, parts.length - 1); count >= 1; count -= 1) {
      const place = parts.slice(-count).join(', ');
      if (!isPlace(place, hints) || !isPlace(parts.at(-count)!, hints)) continue;
      segments[index] = parts.slice(0, -count).join(', ');
      return place;
    }
  }
  return '';
};

/** One segment holding both: 'Title at Company', 'Title, Company', 'Staff Nurse, ER, Mercy'. */
const splitSegment = (segment: string): Pair => {
  const at = AT.exec(segment);
  if (at) return { first: at[1]!.trim(), second: at[2]!.trim(), isPair: false };
  const parts = commaParts(segment);
  if (parts.length >= 2)
    return { first: parts.slice(0, -1).join(', '), second: parts.at(-1)!, isPair: true };
  return { first: segment, second: '', isPair: false };
};

/** A job entry's heading lines as a title and company pair, and its place. */
export const readWorkHeading = (
  lines: readonly string[],
  hints: readonly string[] = [],
): WorkHeading | null => {
  const segments = headingSegments(lines);
  // 'Title at Company' says its order: the two are set apart before a place is looked for.
  const at = segments[0] ? AT.exec(segments[0]) : null;
  if (at) segments.splice(0, 1, at[1]!.trim(), at[2]!.trim());
  const location = takeLocation(segments, hints);
  const kept = segments.filter(Boolean);
  if (kept.length === 0) return null;
  if (kept.length === 1) return { pair: splitSegment(kept[0]!), location };
  return { pair: { first: kept[0]!, second: kept[1]!, isPair: !at }, location };
};
