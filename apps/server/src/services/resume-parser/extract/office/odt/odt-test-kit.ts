import { writeZip, type ZipPart } from '../office-zip-test-kit.ts';

/** The namespaces LibreOffice Writer declares on its documents' roots (ODF 1.3). */
const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"',
].join(' ');

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const BOLD =
  '<style:text-properties fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/>';

/** The common styles of a new Writer document: 12 pt text, headings 130 % to 115 % and bold. */
const COMMON_STYLES = `<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:orphans="2" fo:widows="2"/><style:text-properties fo:font-size="12pt" style:font-name="Liberation Serif"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph" style:class="text"/>
<style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Text_20_body" style:class="text"><style:paragraph-properties fo:margin-top="0.423cm" fo:margin-bottom="0.212cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="14pt" style:font-name="Liberation Sans"/></style:style>
<style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard" style:class="text"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.247cm" style:contextual-spacing="false" fo:line-height="115%"/></style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="1" style:class="text"><style:text-properties fo:font-size="130%" fo:font-weight="bold"/></style:style>
<style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Heading" style:next-style-name="Text_20_body" style:default-outline-level="2" style:class="text"><style:text-properties fo:font-size="115%" fo:font-weight="bold"/></style:style>
<style:style style:name="Table_20_Contents" style:display-name="Table Contents" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"/>
<style:style style:name="Frame_20_contents" style:display-name="Frame contents" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"/>
<style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"/>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"/>
<style:style style:name="Strong_20_Emphasis" style:display-name="Strong Emphasis" style:family="text">${BOLD}</style:style>
<style:style style:name="Frame" style:family="graphic"><style:graphic-properties text:anchor-type="paragraph" svg:x="0cm" svg:y="0cm" style:wrap="parallel" style:number-wrapped-paragraphs="no-limit"/></style:style>
</office:styles>`;

/** A4 with 2 cm margins, as Writer's default page. */
const PAGE_LAYOUT = `<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21.001cm" fo:page-height="29.7cm" style:print-orientation="portrait" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style/><style:footer-style/></style:page-layout>`;

export type OdtParts = {
  /** content.xml's office:automatic-styles (P1, T1, L1, fr1, Table1… as Writer names them). */
  automaticStyles?: string;
  /** What office:text holds after its sequence declarations. */
  body: string;
  /** The "Standard" master page's content: its style:header, style:footer… */
  masterPage?: string;
  /** styles.xml's own automatic styles (MP1… for the header's paragraphs). */
  masterAutomaticStyles?: string;
  mimetype?: string;
  /** Replaces the manifest's entries for the parts (an encrypted one, say). */
  manifestEntries?: string;
};

const manifest = (mimetype: string, entries: string) =>
  `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${mimetype}"/>${entries}</manifest:manifest>`;

const PART_ENTRIES = ['content.xml', 'styles.xml', 'meta.xml']
  .map(
    (name) => `<manifest:file-entry manifest:full-path="${name}" manifest:media-type="text/xml"/>`,
  )
  .join('');

/** The parts of an ODT as Writer writes them, in its order, the mimetype first and stored. */
export const odtParts = (parts: OdtParts): ZipPart[] => {
  const mimetype = parts.mimetype ?? 'application/vnd.oasis.opendocument.text';
  return [
    { name: 'mimetype', content: mimetype, isStored: true },
    {
      name: 'styles.xml',
      content: `${XML}<office:document-styles ${NAMESPACES} office:version="1.3">${COMMON_STYLES}<office:automatic-styles>${PAGE_LAYOUT}${parts.masterAutomaticStyles ?? ''}</office:automatic-styles><office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${parts.masterPage ?? ''}</style:master-page></office:master-styles></office:document-styles>`,
    },
    {
      name: 'content.xml',
      content: `${XML}<office:document-content ${NAMESPACES} office:version="1.3"><office:automatic-styles>${parts.automaticStyles ?? ''}</office:automatic-styles><office:body><office:text><text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Illustration"/><text:sequence-decl text:display-outline-level="0" text:name="Table"/></text:sequence-decls>${parts.body}</office:text></office:body></office:document-content>`,
    },
    {
      name: 'meta.xml',
      content: `${XML}<office:document-meta ${NAMESPACES} office:version="1.3"><office:meta><meta:generator>LibreOffice/24.2.7.2$Linux_X86_64 LibreOffice_project/420$Build-2</meta:generator></office:meta></office:document-meta>`,
    },
    {
      name: 'META-INF/manifest.xml',
      content: manifest(mimetype, parts.manifestEntries ?? PART_ENTRIES),
    },
  ];
};

/** An ODT as LibreOffice Writer writes one. */
export const writeOdt = (parts: OdtParts) => writeZip(odtParts(parts));

/** Writer's automatic bold styles: P1 a paragraph, T1 a span. */
export const BOLD_STYLES = `<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard">${BOLD}</style:style><style:style style:name="T1" style:family="text">${BOLD}</style:style>`;
