import type { AnalyticsReport } from '@careers/shared';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv.ts';
import { reportTables } from './report-tables.ts';

const report: AnalyticsReport = {
  domain: 'acme.example',
  days: 7,
  from: '2027-03-01T00:00:00.000Z',
  to: '2027-03-08T00:00:00.000Z',
  totalPageViews: 5,
  pageViews: [{ page: 'jobs', views: 5 }],
  topPositions: [{ positionId: 9, title: null, views: 3 }],
  visitsByUtmSource: [
    { source: '(direct)', visits: 2, pageViews: 3 },
    { source: '=HYPERLINK("x")', visits: 1, pageViews: 2 },
  ],
  viewsByDay: [
    { date: '2027-03-07', views: 1 },
    { date: '2027-03-08', views: 4 },
  ],
  applicationsByPosition: [
    { positionId: 9, title: 'Robot, "Whisperer"', views: 3, applications: 1, conversion: 1 / 3 },
    { positionId: 10, title: 'Unseen', views: 0, applications: 2, conversion: null },
  ],
};

const labels = {
  t: (key: string) => key,
  untitled: (id: number) => `#${id}`,
  directSource: 'Direct',
  pageName: (id: string) => ({ jobs: 'Job search' })[id] ?? id,
};

describe('the analytics CSV', () => {
  it('holds every table with its title and header, readable back by a CSV parser', () => {
    const csv = reportCsv('Last 7 days', reportTables(report, labels));
    const rows = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Last 7 days']);
    expect(rows).toContainEqual(['sections.viewsByDay']);
    expect(rows).toContainEqual(['2027-03-08', '4']);
    expect(rows).toContainEqual(['Job search', '5']);
    expect(rows).toContainEqual(['#9', '3']);
    expect(rows).toContainEqual(['Direct', '2', '3']);
    expect(rows).toContainEqual(['Robot, "Whisperer"', '3', '1', '33.3']);
    expect(rows).toContainEqual(['Unseen', '0', '2', '']);
  });

  it('keeps a formula-looking source as text', () => {
    const csv = reportCsv('Last 7 days', reportTables(report, labels));
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
