import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeDataUrl } from '../../services/files/data-url.ts';
import { detectFileType } from '../../services/files/detect-file-type.ts';
import { profileInvalid } from './profile-invalid.ts';
import type { CandidateScope } from './resume-rows.ts';

/** A cropped profile photo is small; this leaves room for a generous JPEG. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Stores a profile photo sent as a data URL, after checking its content (magic bytes) is a PNG or
 * a JPEG of at most 2 MB, whatever the URL declares. Answers the new file's id.
 */
export const storeAvatar = async (
  deps: Pick<AppDeps, 'files'>,
  scope: CandidateScope,
  dataUrl: string,
): Promise<string> => {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded)
    throw profileInvalid({ 'op_data.value': 'Send the photo as a data URL of a PNG or JPEG.' });
  if (decoded.bytes.byteLength === 0)
    throw new AppError(400, 'file_empty', 'The photo is empty. Please choose another one.');
  if (decoded.bytes.byteLength > AVATAR_MAX_BYTES)
    throw new AppError(413, 'file_too_large', 'The photo is too large. The limit is 2 MB.');
  const detected = await detectFileType(decoded.bytes, 'avatar');
  const extension = detected ? AVATAR_TYPES[detected.mime] : undefined;
  if (!detected || !extension)
    throw new AppError(415, 'file_type_not_allowed', 'The photo must be a PNG or JPEG image.');
  const stored = await deps.files.save({
    tenantId: scope.tenantId,
    candidateId: scope.candidateId,
    name: `avatar.${extension}`,
    contentType: detected.mime,
    content: decoded.bytes,
  });
  return stored.id;
};
