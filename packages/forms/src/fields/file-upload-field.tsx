import { useState } from 'react';
import type { Ref } from 'react';
import type { UploadedFile } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { downloadUploadedFile, formatFileSize, readUploadedFile } from './read-file.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Allowed upload types. */
export const defaultAcceptedFileTypes = '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg';

/** Files read to base64 and kept in a list; removal by uid; download rebuilds the file. */
export function FileUploadField(props: FieldProps<UploadedFile[] | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui } = useFormsI18n();
  const [hasReadError, setHasReadError] = useState(false);
  const files = value ?? [];
  const isLocked = isDisabled || item.readonly;

  const handleFiles = async (list: FileList | null) => {
    if (!list?.length) return;
    setHasReadError(false);
    try {
      const added = await Promise.all(Array.from(list).map(readUploadedFile));
      onChange(
        item.fileUploadOptions?.multiple === false ? added.slice(0, 1) : [...files, ...added],
      );
    } catch {
      setHasReadError(true);
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
          multiple={item.fileUploadOptions?.multiple !== false}
          onChange={(event) => {
            void handleFiles(event.target.files);
            event.target.value = '';
          }}
          aria-label={`${ui('uploadFiles')}: ${props.accessibleName}`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        />
      )}
      {hasReadError ? (
        <p className={styles.error} role="alert">
          {ui('fileUploadError')}
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
                onClick={() => downloadUploadedFile(file)}
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
