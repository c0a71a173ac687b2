import type { AnalyticsReport } from '@careers/shared';

const table = (title: string, header: [string, ...string[]], rows: (string | number)[][]) => {
  const all = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    title,
    line(all[0]!),
    ...(rows.length === 0 ? ['(none)'] : all.slice(1).map(line)),
    '',
  ].join('\n');
};

/** The report as plain text tables for `npm run analytics`. */
export const formatAnalyticsReport = (report: AnalyticsReport): string =>
  [
    `Analytics for ${report.domain}: last ${report.days} day(s), ${report.from} to ${report.to}`,
    `Page views: ${report.totalPageViews}`,
    '',
    table(
      'Page views by page',
      ['page', 'views'],
      report.pageViews.map((row) => [row.page, row.views]),
    ),
    table(
      'Top positions',
      ['position', 'title', 'views'],
      report.topPositions.map((row) => [row.positionId, row.title ?? '(deleted)', row.views]),
    ),
    table(
      'Visits by UTM source',
      ['source', 'visits', 'page views'],
      report.visitsByUtmSource.map((row) => [row.source, row.visits, row.pageViews]),
    ),
  ].join('\n');
