import type { PositionImportReport } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './candidates.module.css';

/** What an import did: how many positions were published, then each rejected row's reasons. */
export const ImportReport = ({ report }: { report: PositionImportReport }) => {
  const { t } = useTranslation('employer-candidates');
  const rejectedRows = new Set(report.rejected.map((entry) => entry.row)).size;
  return (
    <div>
      <p role="status" className={report.rejected.length ? styles.alert : styles.success}>
        {t('import.imported', { imported: report.imported, total: report.total })}{' '}
        {report.rejected.length
          ? t('import.rejected', { rows: rejectedRows })
          : t('import.noneRejected')}
      </p>
      {report.rejected.length > 0 && (
        <div className={styles.reportScroll}>
          <table className={styles.report}>
            <caption id="import-report-caption" className="visually-hidden">
              {t('import.reportCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('import.row')}</th>
                <th scope="col">{t('import.field')}</th>
                <th scope="col">{t('import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((entry, index) => (
                <tr key={`${entry.row}-${entry.field}-${index}`}>
                  <td>
                    {entry.line
                      ? t('import.rowAtLine', { row: entry.row, line: entry.line })
                      : entry.row}
                  </td>
                  <td>
                    {entry.field === 'row' ? (
                      t('import.wholeRow')
                    ) : (
                      <code dir="ltr">{entry.field}</code>
                    )}
                  </td>
                  <td>
                    <bdi>{entry.message}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};
