import type { AnalyticsReport } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ReportTable } from '../lib/report-tables.ts';
import styles from './analytics.module.css';
import { BarChartView } from './bar-chart-view.tsx';
import { ChartFigure } from './chart-figure.tsx';
import { LineChartView } from './line-chart-view.tsx';

type Props = { report: AnalyticsReport; tables: ReportTable[] };

/** The totals, then each figure of the report as a chart beside its table. */
export const AnalyticsFigures = ({ report, tables }: Props) => {
  const { t, i18n } = useTranslation('employer-analytics');
  const number = new Intl.NumberFormat(i18n.language).format;
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format;
  const byId = new Map(tables.map((table) => [table.id, table]));
  const labelled = (id: string, column = 1) =>
    byId.get(id)!.rows.map((row) => ({ label: String(row[0]), value: Number(row[column]) }));
  const applications = report.applicationsByPosition.reduce(
    (sum, row) => sum + row.applications,
    0,
  );
  const viewed = report.applicationsByPosition.reduce((sum, row) => sum + row.views, 0);
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{t('totals.views')}</dt>
          <dd>{number(report.totalPageViews)}</dd>
        </div>
        <div>
          <dt>{t('totals.applications')}</dt>
          <dd>{number(applications)}</dd>
        </div>
        <div>
          <dt>{t('totals.conversion')}</dt>
          <dd>{viewed === 0 ? '—' : percent(applications / viewed)}</dd>
        </div>
      </dl>
      <ChartFigure
        table={byId.get('views-by-day')!}
        chart={<LineChartView rows={report.viewsByDay} valueName={t('columns.views')} />}
      />
      <ChartFigure
        table={byId.get('views-by-page')!}
        chart={<BarChartView rows={labelled('views-by-page')} valueName={t('columns.views')} />}
      />
      <ChartFigure
        table={byId.get('top-positions')!}
        chart={<BarChartView rows={labelled('top-positions')} valueName={t('columns.views')} />}
      />
      <ChartFigure
        table={byId.get('sources')!}
        chart={<BarChartView rows={labelled('sources')} valueName={t('columns.visits')} />}
      />
      <ChartFigure
        table={byId.get('conversion')!}
        chart={
          <BarChartView rows={labelled('conversion', 2)} valueName={t('columns.applications')} />
        }
      />
    </>
  );
};
