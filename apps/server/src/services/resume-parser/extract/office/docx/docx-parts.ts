import { elements, findAll, firstElement, type XmlElement } from '../xml-tree.ts';
import { isOn } from './docx-properties.ts';

export type Relationship = { type: string; target: string };

/** A relationship's target as a part name in the zip (targets are relative to word/). */
const partName = (target: string) => {
  const segments: string[] = [];
  for (const segment of (target.startsWith('/') ? target : `word/${target}`).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
};

/** word/_rels/document.xml.rels: each internal relationship's type (its last word) and part. */
export const readRelationships = (root: XmlElement | null): Map<string, Relationship> =>
  new Map(
    (root === null ? [] : elements(root, 'Relationship'))
      .filter((relationship) => relationship.attributes.TargetMode !== 'External')
      .map((relationship) => [
        relationship.attributes.Id ?? '',
        {
          type: (relationship.attributes.Type ?? '').split('/').at(-1) ?? '',
          target: partName(relationship.attributes.Target ?? ''),
        },
      ]),
  );

/** The part a relationship of this type points at (styles, numbering, settings). */
export const partOfType = (relationships: Map<string, Relationship>, type: string) =>
  [...relationships.values()].find((relationship) => relationship.type === type)?.target;

export type HeaderFooterParts = { headers: string[]; footers: string[] };

/**
 * The header and footer parts the sections show, each once, in the order a reader meets them:
 * section by section, the first page's (when the section has one, w:titlePg), then the
 * others' (the even pages' only when the settings ask for them). A section that names none keeps
 * its predecessor's, which are already listed.
 */
export const readHeaderFooterParts = ({
  body,
  relationships,
  settings,
}: {
  body: XmlElement;
  relationships: Map<string, Relationship>;
  settings: XmlElement | null;
}): HeaderFooterParts => {
  const hasEvenPages = isOn(settings ?? undefined, 'w:evenAndOddHeaders') === true;
  const order = ['first', 'default', 'even'];
  const parts: HeaderFooterParts = { headers: [], footers: [] };
  for (const section of findAll(body, 'w:sectPr')) {
    const hasFirstPage = isOn(section, 'w:titlePg') === true;
    for (const [kind, list] of [
      ['w:headerReference', parts.headers],
      ['w:footerReference', parts.footers],
    ] as const) {
      const references = elements(section, kind)
        .map((reference) => ({
          type: reference.attributes['w:type'] ?? 'default',
          target: relationships.get(reference.attributes['r:id'] ?? '')?.target,
        }))
        .filter(
          ({ type }) => (type !== 'first' || hasFirstPage) && (type !== 'even' || hasEvenPages),
        )
        .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
      for (const { target } of references)
        if (target !== undefined && !list.includes(target)) list.push(target);
    }
  }
  return parts;
};

/** The width between the page's margins, in twips (US Letter with 1 inch margins when unsaid). */
export const readTextWidth = (body: XmlElement): number => {
  const section = findAll(body, 'w:sectPr')[0];
  const width = Number(firstElement(section, 'w:pgSz')?.attributes['w:w'] ?? 12240);
  const margins = firstElement(section, 'w:pgMar')?.attributes ?? {};
  const left = Number(margins['w:left'] ?? margins['w:start'] ?? 1440);
  const right = Number(margins['w:right'] ?? margins['w:end'] ?? 1440);
  const textWidth = width - left - right;
  return Number.isFinite(textWidth) && textWidth > 0 ? textWidth : 9360;
};
