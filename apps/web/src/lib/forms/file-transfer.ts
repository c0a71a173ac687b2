import { FileUploadError, type FileTransfer, type FileUploadFailure } from '@careers/forms';
import { api, FORM_FILE_PART, type StoredFormFile } from '@careers/shared';
import { endpointPath } from '@careers/shared/api/endpoint';
import { buildUrl, isHttpError, type UploadProgress } from '@/lib/http/index.ts';

/** Sends one file (multipart) for a field, following its bytes going out. */
export type SendFormFile = (
  body: FormData,
  field: string,
  onUploadProgress: (progress: UploadProgress) => void,
) => Promise<StoredFormFile>;

const FAILURES: Record<string, FileUploadFailure> = {
  file_too_large: 'too_large',
  payload_too_large: 'too_large',
  file_type_not_allowed: 'type_not_allowed',
  file_too_complex: 'unreadable',
  file_encrypted: 'unreadable',
  file_empty: 'unreadable',
};

const failureOf = (error: unknown): FileUploadFailure => {
  if (!isHttpError(error)) return 'failed';
  if (error.code === 'bad_request' && error.fields) return 'unreadable';
  return FAILURES[error.code] ?? 'failed';
};

/**
 * File fields' way to the server's one upload pipeline: each file goes alone as multipart, with
 * its progress; the answer then names it by the stored file's id, with the size and type the
 * server measured. A stored file opens from the form files endpoint (its owner only).
 */
export const makeFileTransfer = (send: SendFormFile): FileTransfer => ({
  upload: async (file, field, onProgress) => {
    const body = new FormData();
    body.append(FORM_FILE_PART, file, file.name);
    try {
      const stored = await send(body, field, ({ loaded, total }) =>
        onProgress(total ? loaded / total : 0),
      );
      return {
        uid: stored.fileId,
        name: stored.name,
        size: stored.size,
        type: stored.type,
        lastModified: file.lastModified,
        webkitRelativePath: file.webkitRelativePath ?? '',
        fileId: stored.fileId,
        status: 'done',
      };
    } catch (error) {
      throw new FileUploadError(
        failureOf(error),
        error instanceof Error ? error.message : undefined,
      );
    }
  },
  fileUrl: (fileId) => buildUrl(endpointPath(api.getFormFile, { fileId })).toString(),
});
