import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { usePageName } from '@/lib/i18n/use-page-name.ts';
import { Button } from '@/components/button/button.tsx';
import { QueryState } from '@/components/query-state/query-state.tsx';
import { useAnalyticsReport } from '../api/analytics-report.ts';
import { AnalyticsFigures } from '../components/analytics-figures.tsx';
import styles from '../components/analytics.module.css';
import { downloadText, reportCsv } from '../lib/report-csv.ts';
import { reportTables } from '../lib/report-tables.ts';

const PERIODS = [7, 30, 90, 365] as const;

/**
 * /employer/analytics: page views, top positions, sources, applications and conversion over a
 * chosen period, each as a chart with its numbers beside it, and the whole as a CSV file.
 */
export const AnalyticsPage = () => {
  const { t, i18n } = useTranslation('employer-analytics');
  const pageName = usePageName();
  const [days, setDays] = useState<number>(30);
  const report = useAnalyticsReport(days);
  const tablesOf = (data: NonNullable<typeof report.data>) =>
    reportTables(data, {
      t: (key) => t(key),
      untitled: (positionId) => t('untitled', { id: positionId }),
      directSource: t('direct'),
      pageName,
    });
  const periodText = (data: NonNullable<typeof report.data>) =>
    t('period', {
      range: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).formatRange(
        new Date(data.from),
        new Date(data.to),
      ),
    });

  const download = () => {
    if (!report.data) return;
    downloadText(
      `analytics-${report.data.domain}-${report.data.to.slice(0, 10)}-${days}d.csv`,
      reportCsv(periodText(report.data), tablesOf(report.data)),
    );
  };

  return (
    <section aria-labelledby="analytics-heading">
      <div className={styles.headingRow}>
        <h1 id="analytics-heading">{t('nav.analytics')}</h1>
        <div className={styles.controls}>
          <label className={styles.field}>
            {t('periodLabel')}
            <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t('lastDays', { days: period })}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" isDisabled={!report.data} onPress={download}>
            {t('downloadCsv')}
          </Button>
        </div>
      </div>
      <QueryState
        query={report}
        loadingLabel={t('loading')}
        errorText={t('loadFailed')}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => (
          <div aria-busy={report.isPlaceholderData}>
            <p className={styles.period}>{periodText(data)}</p>
            <AnalyticsFigures report={data} tables={tablesOf(data)} />
          </div>
        )}
      </QueryState>
    </section>
  );
};
