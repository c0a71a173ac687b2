import Papa from 'papaparse';
import type { ReportTable } from './report-tables.ts';

/**
 * The report's tables as one CSV file: each table's title on a line, its header and rows, then
 * an empty line. A formula-looking cell (a UTM source of '=…') is quoted and prefixed, so a
 * spreadsheet shows it as text.
 */
export const reportCsv = (period: string, tables: ReportTable[]) =>
  [
    Papa.unparse([[period]], { escapeFormulae: true }),
    ...tables.map((table) =>
      Papa.unparse([[table.title], table.columns, ...table.rows], { escapeFormulae: true }),
    ),
  ].join('\r\n\r\n') + '\r\n';

/** Saves text as a file through the browser's download. */
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after this call returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
