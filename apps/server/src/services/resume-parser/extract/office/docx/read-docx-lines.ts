import type { ResumeLine } from '../../resume-line.ts';
import { openOfficeZip, type OfficeZip } from '../office-zip.ts';
import { descend, parseXml, type XmlElement } from '../xml-tree.ts';
import { readDocxBlocks } from './docx-blocks.ts';
import type { DocxContext, Region } from './docx-context.ts';
import { readDocxNumbering } from './docx-numbering.ts';
import {
  partOfType,
  readHeaderFooterParts,
  readRelationships,
  readTextWidth,
} from './docx-parts.ts';
import { readDocxStyles } from './docx-styles.ts';

const DOCUMENT = 'word/document.xml';

/** A part absent is null; a part present that does not inflate or parse makes the file damaged. */
class DamagedPart extends Error {}

const readPart = async (zip: OfficeZip, name: string | undefined): Promise<XmlElement | null> => {
  if (name === undefined || !zip.names.has(name)) return null;
  const xml = await zip.readText(name);
  const root = xml === null ? null : parseXml(xml);
  if (root === null) throw new DamagedPart(name);
  return root;
};

type Shared = Pick<DocxContext, 'styles' | 'numbering' | 'textWidth'>;

/** One part's lines; every part has its own open fields. */
const readRegion = (container: XmlElement, region: Region, shared: Shared) => {
  const context: DocxContext = {
    ...shared,
    region,
    fields: [],
    readBlocks: (inner, innerRegion) => readDocxBlocks(inner, { ...context, region: innerRegion }),
  };
  return readDocxBlocks(container, context);
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
  const body = descend((await readPart(zip, DOCUMENT)) ?? undefined, 'w:body');
  if (body === undefined) return null;
  const relationships = readRelationships(await readPart(zip, 'word/_rels/document.xml.rels'));
  const part = (type: string, fallback: string) => partOfType(relationships, type) ?? fallback;
  const styles = readDocxStyles(await readPart(zip, part('styles', 'word/styles.xml')));
  const numberingRoot = await readPart(zip, part('numbering', 'word/numbering.xml'));
  const settings = await readPart(zip, part('settings', 'word/settings.xml'));
  const shared: Shared = {
    styles,
    numbering: readDocxNumbering(numberingRoot, styles.numberingStyleNumId),
    textWidth: readTextWidth(body),
  };
  const { headers, footers } = readHeaderFooterParts({ body, relationships, settings });
  const readParts = async (names: string[], region: Region) => {
    const parts: ResumeLine[][] = [];
    for (const name of names) {
      const root = await readPart(zip, name);
      if (root !== null) parts.push(readRegion(root, region, shared));
    }
    return distinct(parts);
  };
  const headerLines = await readParts(headers, 'header');
  const bodyLines = readRegion(body, 'main', shared);
  const footerLines = await readParts(footers, 'footer');
  return [...headerLines, ...bodyLines, ...footerLines];
};

/**
 * A DOCX's lines with their layout, from its XML: the headers (each shown once), the body, the
 * footers; paragraphs with their numbering, size, weight and heading style; tables in reading
 * order; text boxes where they are anchored. Null for a file that is not a Word document, is
 * damaged, protected (an encrypted DOCX is a compound file, not a zip) or past the zip limits,
 * or whose XML declares entities; never a throw.
 */
export const readDocxLines = async (bytes: Uint8Array): Promise<ResumeLine[] | null> => {
  const opened = await openOfficeZip(bytes);
  if (opened.status !== 'ok') return null;
  try {
    if (!opened.zip.names.has(DOCUMENT)) return null;
    return await readDocument(opened.zip);
  } catch {
    return null;
  } finally {
    opened.zip.close();
  }
};
