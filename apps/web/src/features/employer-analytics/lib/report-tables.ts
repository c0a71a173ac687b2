import type { AnalyticsReport } from '@careers/shared';

/** How a column's cells read on the page (the CSV keeps them plain: ISO dates, bare numbers). */
export type ColumnKind = 'text' | 'date' | 'number' | 'percent';

/** A table of the report: its title, column headings and rows, as shown and as downloaded. */
export type ReportTable = {
  id: string;
  title: string;
  columns: string[];
  kinds: ColumnKind[];
  rows: (string | number)[][];
};

export type ReportLabels = {
  t: (key: string) => string;
  /** A position without a title (deleted since). */
  untitled: (positionId: number) => string;
  /** The page loads without a UTM source. */
  directSource: string;
  /** A page of the site by its page id, as the reader calls it. */
  pageName: (pageId: string) => string;
};

const DIRECT_SOURCE = '(direct)';

/** Applications per view as a percentage with one decimal, or '' without views. */
export const conversionPercent = (conversion: number | null) =>
  conversion === null ? '' : Math.round(conversion * 1000) / 10;

/** Every figure of the report as tables, in the order the page shows them. */
export const reportTables = (
  report: AnalyticsReport,
  { t, untitled, directSource, pageName }: ReportLabels,
) => {
  const title = (row: { positionId: number; title: string | null }) =>
    row.title ?? untitled(row.positionId);
  const tables: ReportTable[] = [
    {
      id: 'views-by-day',
      title: t('sections.viewsByDay'),
      columns: [t('columns.date'), t('columns.views')],
      kinds: ['date', 'number'],
      rows: report.viewsByDay.map((row) => [row.date, row.views]),
    },
    {
      id: 'views-by-page',
      title: t('sections.viewsByPage'),
      columns: [t('columns.page'), t('columns.views')],
      kinds: ['text', 'number'],
      rows: report.pageViews.map((row) => [pageName(row.page), row.views]),
    },
    {
      id: 'top-positions',
      title: t('sections.topPositions'),
      columns: [t('columns.position'), t('columns.views')],
      kinds: ['text', 'number'],
      rows: report.topPositions.map((row) => [title(row), row.views]),
    },
    {
      id: 'sources',
      title: t('sections.sources'),
      columns: [t('columns.source'), t('columns.visits'), t('columns.views')],
      kinds: ['text', 'number', 'number'],
      rows: report.visitsByUtmSource.map((row) => [
        row.source === DIRECT_SOURCE ? directSource : row.source,
        row.visits,
        row.pageViews,
      ]),
    },
    {
      id: 'conversion',
      title: t('sections.conversion'),
      columns: [
        t('columns.position'),
        t('columns.views'),
        t('columns.applications'),
        t('columns.conversion'),
      ],
      kinds: ['text', 'number', 'number', 'percent'],
      rows: report.applicationsByPosition.map((row) => [
        title(row),
        row.views,
        row.applications,
        conversionPercent(row.conversion),
      ]),
    },
  ];
  return tables;
};
