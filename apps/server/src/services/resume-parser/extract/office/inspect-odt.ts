import { openOfficeZip, type OfficeZipLimits } from './office-zip.ts';
import { findAll, parseXml } from './xml-tree.ts';

export type OdtInspection =
  { status: 'ok' } | { status: 'not_odt' } | { status: 'encrypted' } | { status: 'too_complex' };

const ODT_MIME_TYPES = new Set([
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.text-template',
]);

/** The package's type: the mimetype part, else the manifest's entry for the root ("/"). */
const packageType = (mimeType: string | null, manifestEntries: Record<string, string>[]) =>
  mimeType?.trim() ??
  manifestEntries.find((entry) => entry['manifest:full-path'] === '/')?.['manifest:media-type'];

/**
 * Checks an ODT (a zip) as `inspectDocx` checks a DOCX, before anything reads its text: the entry
 * count and the declared uncompressed sizes against `limits`, then every entry inflated and
 * discarded within its declared size (a zip whose headers understate its sizes is refused after
 * at most the declared bytes). A password-protected document says so in its manifest
 * (`manifest:encryption-data`); its content.xml is ciphertext.
 */
export const inspectOdt = async (
  bytes: Uint8Array,
  limits?: OfficeZipLimits,
): Promise<OdtInspection> => {
  const opened = await openOfficeZip(bytes, limits);
  if (opened.status === 'not_zip') return { status: 'not_odt' };
  if (opened.status === 'too_large') return { status: 'too_complex' };
  const { zip } = opened;
  try {
    if (!zip.names.has('content.xml')) return { status: 'not_odt' };
    const drained = await zip.drainAll();
    if (drained === 'too_large') return { status: 'too_complex' };
    if (drained === 'damaged') return { status: 'not_odt' };
    const manifestXml = await zip.readText('META-INF/manifest.xml');
    const manifest = manifestXml === null ? null : parseXml(manifestXml);
    if (manifest === null) return { status: 'not_odt' };
    if (findAll(manifest, 'manifest:encryption-data').length > 0) return { status: 'encrypted' };
    const entries = findAll(manifest, 'manifest:file-entry').map((entry) => entry.attributes);
    const type = packageType(await zip.readText('mimetype'), entries);
    return type !== undefined && ODT_MIME_TYPES.has(type)
      ? { status: 'ok' }
      : { status: 'not_odt' };
  } finally {
    zip.close();
  }
};
