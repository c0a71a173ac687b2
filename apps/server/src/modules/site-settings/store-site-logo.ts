import { api, endpointPath } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { detectFileType } from '../../services/files/detect-file-type.ts';
import type { StoredFile } from '../../services/files/file-store.ts';

/**
 * What a logo may be, by content. No SVG: an SVG is a document that can carry scripts and
 * outside references, and a raster logo does the job at navbar and card sizes.
 */
const LOGO_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** Logos are stored under this name, which only this upload gives a file (see `isSiteLogo`). */
const LOGO_NAME = /^site-logo\.(?:png|jpg|webp)$/;

/** True for a file stored by a logo upload: no candidate's, named and typed as a logo. */
export const isSiteLogo = (file: StoredFile & { candidateId: number | null }) =>
  file.candidateId === null && LOGO_NAME.test(file.name) && file.contentType in LOGO_EXTENSIONS;

/** The address a stored logo is served at, relative to the site. */
export const siteLogoPath = (fileId: string) => endpointPath(api.getSiteLogo, { fileId });

/**
 * Stores a logo after checking its content (magic bytes) is a PNG, JPEG or WebP, whatever its
 * name says. The site shows it once the settings are saved with its address.
 */
export const storeSiteLogo = async (
  deps: Pick<AppDeps, 'files'>,
  options: { tenantId: number; bytes: Uint8Array },
) => {
  if (options.bytes.byteLength === 0)
    throw new AppError(400, 'file_empty', 'The logo file is empty. Please choose another one.');
  const detected = await detectFileType(options.bytes, 'logo');
  const extension = detected ? LOGO_EXTENSIONS[detected.mime] : undefined;
  if (!detected || !extension)
    throw new AppError(
      415,
      'file_type_not_allowed',
      'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).',
    );
  const stored = await deps.files.save({
    tenantId: options.tenantId,
    candidateId: null,
    name: `site-logo.${extension}`,
    contentType: detected.mime,
    content: options.bytes,
  });
  return { logoUrl: siteLogoPath(stored.id) };
};
