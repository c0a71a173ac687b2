import { POSITION_IMPORT_EXTENSIONS } from '@careers/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { ModalDialog, dialogClassNames } from '@/components/modal-dialog/modal-dialog.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useImportPositions } from '../api/import-positions.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportReport } from './import-report.tsx';
import styles from './candidates.module.css';

const ACCEPT = [...POSITION_IMPORT_EXTENSIONS, 'text/csv', 'application/json'].join(',');

/**
 * The positions list's import: a button opening a dialog with a file picker, a progress bar
 * while the file uploads and imports, then the report of imported and rejected rows.
 */
export const ImportPositionsDialog = () => {
  const { t } = useTranslation('employer-candidates');
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportPositions();

  const close = () => {
    setIsOpen(false);
    setFile(null);
    upload.reset();
  };
  const start = () => {
    if (file) upload.mutate(file);
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setIsOpen(true)}>
        {t('import.open')}
      </Button>
      <ModalDialog
        title={t('import.title')}
        isOpen={isOpen}
        isPending={upload.isPending}
        onClose={close}
        isWide
      >
        <p>{t('import.intro')}</p>
        {!upload.isSuccess && (
          <label className={styles.fileField}>
            {t('import.file')}
            <input
              type="file"
              accept={ACCEPT}
              disabled={upload.isPending}
              onChange={(event) => {
                upload.reset();
                setFile(event.target.files?.[0] ?? null);
              }}
            />
          </label>
        )}
        {upload.isPending && <ImportProgress progress={upload.progress} />}
        {upload.isError && (
          <div role="alert" className={styles.alert}>
            <p>
              <strong>{t('import.failed')}</strong>
            </p>
            <p>{errorText(upload.error, t('import.failed'))}</p>
          </div>
        )}
        {upload.data && <ImportReport report={upload.data} />}
        <div className={dialogClassNames.actions}>
          {upload.isSuccess ? (
            <Button
              variant="secondary"
              onPress={() => {
                setFile(null);
                upload.reset();
              }}
            >
              {t('import.another')}
            </Button>
          ) : (
            <Button
              onPress={start}
              isDisabled={!file}
              isPending={upload.isPending}
              pendingLabel={t('import.importing')}
            >
              {t('import.start')}
            </Button>
          )}
          <Button variant="quiet" onPress={close} isDisabled={upload.isPending}>
            {t('import.close')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
};
