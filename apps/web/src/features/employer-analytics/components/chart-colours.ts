/** Chart colours with at least 3:1 contrast on white for the marks (WCAG 1.4.11). */
export const CHART_COLOURS = {
  bar: '#1d4ed8',
  line: '#1d4ed8',
  area: '#bfdbfe',
  grid: '#e4e7ec',
};
