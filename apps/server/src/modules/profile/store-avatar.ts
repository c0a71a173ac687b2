import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { checkFileContent } from '../../services/files/check-file-content.ts';
import { base64LengthFor, decodeDataUrl } from '../../services/files/data-url.ts';
import { fileTooLarge } from '../../services/files/read-file-upload.ts';
import { profileInvalid } from './profile-invalid.ts';
import type { CandidateScope } from './resume-rows.ts';

/** A cropped profile photo is small; this leaves room for a generous JPEG. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_ACCEPT = 'image/png,image/jpeg';
const AVATAR_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
/** Room for the data URL's head (`data:image/png;base64,`) before the bytes. */
const DATA_URL_HEAD = 512;

/**
 * Stores a profile photo sent as a data URL (the profile edit's payload) after the checks every
 * uploaded image passes (checkFileContent): its size on the decoded bytes (2 MB, 413; a longer
 * URL is refused before it is decoded), its type from the content, magic bytes, a PNG or a JPEG
 * whatever the URL declares (415); an empty photo is 400. Answers the new file's id.
 */
export const storeAvatar = async (
  deps: Pick<AppDeps, 'files'>,
  scope: CandidateScope,
  dataUrl: string,
): Promise<string> => {
  if (dataUrl.length > base64LengthFor(AVATAR_MAX_BYTES) + DATA_URL_HEAD)
    throw fileTooLarge(AVATAR_MAX_BYTES);
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded)
    throw profileInvalid({ 'op_data.value': 'Send the photo as a data URL of a PNG or JPEG.' });
  if (decoded.bytes.byteLength === 0)
    throw new AppError(400, 'file_empty', 'The photo is empty. Please choose another one.');
  if (decoded.bytes.byteLength > AVATAR_MAX_BYTES) throw fileTooLarge(AVATAR_MAX_BYTES);
  const detected = await checkFileContent({
    name: 'avatar',
    bytes: decoded.bytes,
    accept: AVATAR_ACCEPT,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'file_type_not_allowed')
      throw new AppError(415, 'file_type_not_allowed', 'The photo must be a PNG or JPEG image.');
    throw error;
  });
  const stored = await deps.files.save({
    tenantId: scope.tenantId,
    candidateId: scope.candidateId,
    name: `avatar.${AVATAR_EXTENSIONS[detected.mime]}`,
    contentType: detected.mime,
    content: decoded.bytes,
  });
  return stored.id;
};
