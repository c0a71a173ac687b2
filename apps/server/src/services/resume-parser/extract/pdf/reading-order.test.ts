import { describe, expect, it } from 'vitest';
import { readWork } from '../../fields/read-work.ts';
import type { PdfItem } from './pdf-items.ts';
import { groupIntoLines } from './pdf-lines.ts';
import { pageLines } from './reading-order.ts';

const item = (text: string, x0: number, y: number): PdfItem => ({
  text,
  x0,
  x1: x0 + text.length * 5,
  y,
  size: 10,
  isBold: false,
});

/** A LaTeX CV's page: each entry's dates in a narrow left column, wrapped after the dash. */
const page = [
  item('Sep 2022 –', 40, 700),
  item('Senior Data Analyst, Kestrel Insurance Group plc, London', 130, 700),
  item('Present', 40, 688),
  item('• Own the claims analytics models in dbt and Snowflake', 130, 688),
  item('• Built the pricing dashboards used weekly by underwriters', 130, 676),
  item('• Cut the monthly close of the claims data from five days to two', 130, 664),
  item('Jul 2019 –', 40, 640),
  item('Data Analyst, Harbour & Finch Retail Ltd, Manchester', 130, 640),
  item('Aug 2022', 40, 628),
  item('• Customer segmentation and A/B tests for the loyalty programme', 130, 628),
  item('• Weekly trading reports for the buying team', 130, 616),
  item('• Moved the reports from Excel to Power BI', 130, 604),
  item('Tools', 40, 580),
  item('dbt, Snowflake, Power BI, Airflow', 130, 580),
];

describe('pageLines, a column of dates', () => {
  it('reads a wrapped range beside its entry and a label beside its list', () => {
    const lines = pageLines(groupIntoLines(page), 595);
    const jobs = readWork(lines.slice(0, -1)).map((job) => [
      job.title,
      job.company,
      job.startDate,
      job.endDate,
      job.isCurrent,
    ]);
    expect(jobs).toEqual([
      ['Senior Data Analyst', 'Kestrel Insurance Group plc', '2022-09', null, true],
      ['Data Analyst', 'Harbour & Finch Retail Ltd', '2019-07', '2022-08', false],
    ]);
    expect(lines.at(-1)!.text).toBe('Tools: dbt, Snowflake, Power BI, Airflow');
  });
});
