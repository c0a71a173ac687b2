import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ColumnKind, ReportTable } from '../lib/report-tables.ts';
import styles from './analytics.module.css';

/** A cell as the reader reads it: dates and numbers in their language ('' stays empty). */
const cellFormat = (language: string) => {
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (kind: ColumnKind | undefined, cell: string | number) => {
    if (cell === '') return cell;
    if (kind === 'date') return date.format(new Date(`${cell}T00:00:00Z`));
    if (kind === 'percent') return percent.format(Number(cell) / 100);
    if (kind === 'number') return number.format(Number(cell));
    return cell;
  };
};

type Props = {
  table: ReportTable;
  /** The chart of the table's figures; drawn only when there are rows. */
  chart: ReactNode;
};

/**
 * One figure of the report: its heading, the chart (an image named by the heading) and beside
 * it the same numbers as a table that screen readers and keyboards use.
 */
export const ChartFigure = ({ table, chart }: Props) => {
  const { t, i18n } = useTranslation('employer-analytics');
  const format = cellFormat(i18n.language);
  const headingId = `${table.id}-heading`;
  return (
    <section className={styles.figure} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.figureTitle}>
        {table.title}
      </h2>
      {table.rows.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <div className={styles.figureBody}>
          <div className={styles.chart} role="img" aria-label={t('chartOf', { name: table.title })}>
            {chart}
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{table.title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={`${index}-${row[0]}`}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row" dir="auto">
                          {format(table.kinds[column], cell)}
                        </th>
                      ) : (
                        <td key={column} className={styles.number}>
                          {format(table.kinds[column], cell)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
};
