import type { ResumeLine } from '../../resume-line.ts';
import { inspectOdt } from '../inspect-odt.ts';
import { openOfficeZip, type OfficeZip } from '../office-zip.ts';
import { descend, parseXml, type XmlElement } from '../xml-tree.ts';
import { readOdtBlocks } from './odt-blocks.ts';
import type { OdtContext, Region } from './odt-context.ts';
import { createOdtLists } from './odt-lists.ts';
import { readMasterPages } from './odt-master-pages.ts';
import { readOdtStyleSheet, type OdtStyleSheet } from './odt-styles.ts';

const readPart = async (zip: OfficeZip, name: string): Promise<XmlElement | null> => {
  if (!zip.names.has(name)) return null;
  const xml = await zip.readText(name);
  const root = xml === null ? null : parseXml(xml);
  if (root === null) throw new Error(`${name} does not parse`);
  return root;
};

type Shared = Pick<OdtContext, 'lists' | 'textWidth'>;

const readRegion = (
  container: XmlElement,
  region: Region,
  sheet: OdtStyleSheet,
  shared: Shared,
) => {
  const context: OdtContext = {
    ...shared,
    sheet,
    region,
    readBlocks: (inner, innerRegion) => readOdtBlocks(inner, { ...context, region: innerRegion }),
  };
  return readOdtBlocks(container, context);
};

/** Headers (or footers) that show the same lines as one already read are left out. */
const distinct = (parts: ResumeLine[][]) => {
  const seen = new Set<string>();
  return parts.flatMap((lines) => {
    const key = lines.map((line) => line.text).join('\n');
    if (lines.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return lines;
  });
};

const readDocument = async (zip: OfficeZip): Promise<ResumeLine[] | null> => {
  const content = await readPart(zip, 'content.xml');
  const body = descend(content ?? undefined, 'office:body', 'office:text');
  if (content === null || body === undefined) return null;
  const styles = await readPart(zip, 'styles.xml');
  const common = descend(styles ?? undefined, 'office:styles');
  const bodySheet = readOdtStyleSheet([common, descend(content, 'office:automatic-styles')]);
  const stylesSheet = readOdtStyleSheet([
    common,
    descend(styles ?? undefined, 'office:automatic-styles'),
  ]);
  const { headers, footers, textWidth } = readMasterPages({ styles, body, bodySheet, stylesSheet });
  const shared: Shared = { lists: createOdtLists(), textWidth };
  const readParts = (parts: XmlElement[], region: Region) =>
    distinct(parts.map((part) => readRegion(part, region, stylesSheet, shared)));
  return [
    ...readParts(headers, 'header'),
    ...readRegion(body, 'main', bodySheet, shared),
    ...readParts(footers, 'footer'),
  ];
};

/**
 * An ODT's lines with their layout, from content.xml and styles.xml: the master pages' headers
 * (each shown once), the body, the footers; paragraphs and headings with their list labels,
 * size and weight; tables in reading order; frames' text boxes where they are anchored. The
 * file is checked first (`inspectOdt`): null for one that is not an ODT, is damaged, protected
 * or past the zip limits, or whose XML declares entities; never a throw.
 */
export const readOdtLines = async (bytes: Uint8Array): Promise<ResumeLine[] | null> => {
  if ((await inspectOdt(bytes)).status !== 'ok') return null;
  const opened = await openOfficeZip(bytes);
  if (opened.status !== 'ok') return null;
  try {
    return await readDocument(opened.zip);
  } catch {
    return null;
  } finally {
    opened.zip.close();
  }
};
