import type { BenchAnswer } from './check-answer.ts';
import type { Question } from './question-types.ts';

export type Outcome = { question: Question; answer: BenchAnswer; ms: number; problems: string[] };

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

const share = (part: Outcome[]) => {
  const correct = part.filter((outcome) => outcome.problems.length === 0).length;
  return { correct, total: part.length, percent: (100 * correct) / (part.length || 1) };
};

const tableBy = (outcomes: Outcome[], keyOf: (outcome: Outcome) => string) => {
  const keys = [...new Set(outcomes.map(keyOf))].sort();
  return Object.fromEntries(
    keys.map((key) => {
      const row = (split: string) =>
        share(outcomes.filter((o) => keyOf(o) === key && o.question.split === split));
      return [key, { dev: row('dev'), heldOut: row('held-out') }];
    }),
  );
};

const cell = ({ correct, total, percent }: ReturnType<typeof share>) =>
  total ? `${percent.toFixed(0).padStart(3)} % (${correct}/${total})` : '—';

/** Prints the figures, and the failures of the dev split only; returns them for the results file. */
export const printTable = (outcomes: Outcome[]) => {
  const byIntent = tableBy(outcomes, (o) => o.question.intent);
  const byLanguage = tableBy(outcomes, (o) => o.question.lang);
  for (const [title, table] of [
    ['intent', byIntent],
    ['language', byLanguage],
  ] as const) {
    console.info(`\n${title.padEnd(12)} ${'dev'.padEnd(18)} held-out`);
    for (const [key, row] of Object.entries(table))
      console.info(`${key.padEnd(12)} ${cell(row.dev).padEnd(18)} ${cell(row.heldOut)}`);
  }
  const failures = outcomes.filter((o) => o.problems.length && o.question.split === 'dev');
  console.info(`\ndev failures (${failures.length}):`);
  for (const { question, answer, problems } of failures)
    console.info(
      `  ${question.id} [hl=${question.hl}] "${question.text}": ${problems.join('; ')}\n` +
        `      → ${answer.kind}: ${answer.reply.slice(0, 140).replace(/\s+/g, ' ')}`,
    );
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const dev = share(outcomes.filter((o) => o.question.split === 'dev'));
  const heldOut = share(outcomes.filter((o) => o.question.split === 'held-out'));
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  console.info(
    `\nchat: dev ${cell(dev)} | held-out ${cell(heldOut)} | ` +
      `p50=${p50.toFixed(1)} ms p95=${p95.toFixed(1)} ms max=${times.at(-1)?.toFixed(1)} ms`,
  );
  return { questions: outcomes.length, dev, heldOut, byIntent, byLanguage, p50, p95 };
};
