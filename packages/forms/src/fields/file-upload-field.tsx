import { useState } from 'react';
import type { Ref } from 'react';
import type { UploadedFile } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import type { FormsUiMessageKey } from '../i18n/forms-ui-messages.ts';
import {
  FileUploadError,
  useFormRenderer,
  type FileTransfer,
} from '../renderer/form-renderer-context.ts';
import { downloadUploadedFile, formatFileSize, readUploadedFile } from './read-file.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Allowed upload types. */
export const defaultAcceptedFileTypes = '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg';

const FAILURE_MESSAGES: Record<FileUploadError['reason'], FormsUiMessageKey> = {
  too_large: 'fileTooLargeNamed',
  type_not_allowed: 'fileTypeRefusedNamed',
  unreadable: 'fileUnreadableNamed',
  failed: 'fileUploadError',
};

type Progress = { name: string; fraction: number };

/**
 * Files in a list; removal by uid. With the app's FileTransfer each chosen file is uploaded at
 * once, with its progress, and the answer names the stored file (a refusal is said beside the
 * field); without one, files are read to base64 and kept in the answers. Download opens the
 * stored file, or rebuilds one from its content.
 */
export function FileUploadField(props: FieldProps<UploadedFile[] | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui } = useFormsI18n();
  const { files: transfer } = useFormRenderer();
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const files = value ?? [];
  const isLocked = isDisabled || item.readonly;
  const isSingle = item.fileUploadOptions?.multiple === false;

  const upload = async (file: File, send: FileTransfer) => {
    setProgress({ name: file.name, fraction: 0 });
    try {
      return await send.upload(file, item.name, (fraction) =>
        setProgress({ name: file.name, fraction }),
      );
    } catch (error) {
      const reason = error instanceof FileUploadError ? error.reason : 'failed';
      throw new Error(ui(FAILURE_MESSAGES[reason], { name: file.name }), { cause: error });
    } finally {
      setProgress(null);
    }
  };

  const addFiles = async (chosen: File[]) => {
    if (!transfer) {
      const added = await Promise.all(chosen.map(readUploadedFile));
      onChange(isSingle ? added : [...files, ...added]);
      return;
    }
    // one at a time, each kept as soon as the server has it
    let next = isSingle ? [] : files;
    for (const file of chosen) {
      next = [...next, await upload(file, transfer)];
      onChange(next);
    }
  };

  const handleFiles = async (list: FileList | null) => {
    if (!list?.length) return;
    setFailure(null);
    try {
      await addFiles(Array.from(list).slice(0, isSingle ? 1 : undefined));
    } catch (error) {
      setFailure(transfer && error instanceof Error ? error.message : ui('fileUploadError'));
    }
    onBlur();
  };
  return (
    <div className={styles.list}>
      {isLocked ? null : (
        <input
          id={inputId}
          ref={inputRef as Ref<HTMLInputElement>}
          type="file"
          className={styles.input}
          accept={item.fileUploadOptions?.accept ?? defaultAcceptedFileTypes}
          multiple={!isSingle}
          // Not disabled while a file uploads: a disabled input drops the focus to the page's body.
          aria-disabled={progress !== null || undefined}
          onClick={(event) => {
            if (progress !== null) event.preventDefault();
          }}
          onChange={(event) => {
            void handleFiles(event.target.files);
            event.target.value = '';
          }}
          aria-label={`${ui('uploadFiles')}: ${props.accessibleName}`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        />
      )}
      {progress ? (
        <progress
          className={styles.progress}
          max={1}
          value={progress.fraction}
          aria-label={ui('uploadingNamed', { name: progress.name })}
        />
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {files.length ? (
        <ul className={styles.list}>
          {files.map((file) => (
            <li key={file.uid} className={styles.row}>
              <button
                type="button"
                className={styles.linkButton}
                aria-label={ui('downloadNamed', { name: file.name })}
                onClick={() =>
                  downloadUploadedFile(file, file.fileId && transfer?.fileUrl(file.fileId))
                }
              >
                {file.name}
              </button>
              <span className={styles.muted}>{formatFileSize(file.size)}</span>
              {isLocked ? null : (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={ui('removeNamed', { name: file.name })}
                  onClick={() => onChange(files.filter((entry) => entry.uid !== file.uid))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
