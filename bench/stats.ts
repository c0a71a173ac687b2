export type Percentiles = {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** Nearest-rank percentiles of durations in ms, rounded to µs. */
export const percentiles = (durations: readonly number[]): Percentiles => {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted.length ? sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]! : Number.NaN;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    mean: round(sum / sorted.length),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(at(1)),
  };
};

export const formatMs = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

export const describe = (label: string, figures: Percentiles) =>
  `${label.padEnd(12)} n=${String(figures.count).padStart(4)}  p50=${formatMs(figures.p50)}  ` +
  `p95=${formatMs(figures.p95)}  p99=${formatMs(figures.p99)}  max=${formatMs(figures.max)} ms`;
