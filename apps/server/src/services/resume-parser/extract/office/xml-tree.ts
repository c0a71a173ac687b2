import { XMLParser } from 'fast-xml-parser';

/** An element of an office document's XML, its names kept with their prefixes (`w:p`, `text:h`). */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
};
export type XmlNode = XmlElement | string;

const TEXT = '#text';
const ATTRIBUTES = ':@';

/**
 * Entities stay off: nothing a document declares is ever expanded (a billion-laughs DOCTYPE
 * costs its own length and no more), and the five XML entities and character references are
 * decoded by `decodeXml` instead. Values stay strings exactly as written (a "2021" is no number,
 * a run's spaces are kept). Word and LibreOffice nest a text box in a table in a text box well
 * within 256 levels; past that the document is refused rather than walked.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 256,
});

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const toCodePoint = (reference: string) => {
  const isHex = reference[1] === 'x' || reference[1] === 'X';
  const code = Number.parseInt(reference.slice(isHex ? 2 : 1), isHex ? 16 : 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
};

/** The five predefined entities and character references; any other reference stays as written. */
export const decodeXml = (text: string) =>
  text.indexOf('&') === -1
    ? text
    : text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, name: string) =>
        name[0] === '#' ? toCodePoint(name) : (XML_ENTITIES[name.toLowerCase()] ?? whole),
      );

type RawNode = Record<string, unknown>;

const toNode = (raw: RawNode): XmlNode | null => {
  const text = raw[TEXT];
  if (typeof text === 'string') return decodeXml(text);
  const name = Object.keys(raw).find((key) => key !== ATTRIBUTES);
  if (name === undefined || name[0] === '?' || name[0] === '!') return null;
  const attributes: Record<string, string> = {};
  const rawAttributes = raw[ATTRIBUTES] as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(rawAttributes ?? {}))
    attributes[key] = decodeXml(String(value));
  return { name, attributes, children: toNodes(raw[name]) };
};

const toNodes = (raw: unknown): XmlNode[] =>
  Array.isArray(raw)
    ? raw.flatMap((item: RawNode) => {
        const node = toNode(item);
        return node === null ? [] : [node];
      })
    : [];

/** The part without what may follow its root element: white space, comments and instructions. */
const withoutTrailingMisc = (xml: string) => {
  let tail = xml.trimEnd();
  for (;;) {
    const opening = tail.endsWith('-->') ? '<!--' : tail.endsWith('?>') ? '<?' : null;
    const at = opening === null ? -1 : tail.lastIndexOf(opening);
    if (at < 0) return tail;
    tail = tail.slice(0, at).trimEnd();
  }
};

/**
 * Whether the part goes on to its root's end tag. The parser throws on a mismatched end tag but
 * takes a part cut off in the middle (a writer that crashed, a broken export) for whole, closing
 * what is open: the text read would be the part's first pages and nothing would say so.
 */
const isComplete = (xml: string, root: XmlElement) => {
  const tail = withoutTrailingMisc(xml);
  const end = tail.lastIndexOf('</');
  const isRootEnd = end >= 0 && tail.slice(end + 2, -1).trimEnd() === root.name;
  return tail.endsWith('>') && (isRootEnd || (root.children.length === 0 && tail.endsWith('/>')));
};

/**
 * The root element of an XML part, or null for a part that is not well-formed, is cut off before
 * its root's end tag, nests too deep or declares entities: neither Word nor LibreOffice writes an
 * entity declaration, so one is a hostile file's (a DOCTYPE with only an external id, as
 * OpenOffice.org's manifests had, is read).
 */
export const parseXml = (xml: string): XmlElement | null => {
  if (/<!ENTITY/i.test(xml)) return null;
  try {
    const root = toNodes(parser.parse(xml)).find((node) => typeof node !== 'string');
    return root !== undefined && isComplete(xml, root) ? root : null;
  } catch {
    return null;
  }
};

export const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

export const elements = (element: XmlElement, name?: string): XmlElement[] =>
  element.children.filter(
    (node): node is XmlElement => isElement(node) && (name === undefined || node.name === name),
  );

export const firstElement = (element: XmlElement | undefined, name: string) =>
  element?.children.find((node): node is XmlElement => isElement(node) && node.name === name);

/** The first element down the path of names, one level each. */
export const descend = (element: XmlElement | undefined, ...names: string[]) =>
  names.reduce<XmlElement | undefined>((found, name) => firstElement(found, name), element);

/** Every element with this name under `element`, not looking inside a match. */
export const findAll = (element: XmlElement, name: string): XmlElement[] =>
  elements(element).flatMap((child) => (child.name === name ? [child] : findAll(child, name)));
