// The first resume a fresh parse pool reads, under a tight parse limit: read or refused as too
// complex? A thread's start (pdf.js, the parser's data) must count as waiting for a thread, not
// as the parse. `node bench/parse-cold-start.ts [limit-ms] [rounds]` (defaults 600 ms, 3 rounds).
import fs from 'node:fs';
import { createParsePool } from '../apps/server/src/services/parse-pool/parse-pool.ts';

const limitMs = Number(process.argv[2] ?? 600);
const rounds = Number(process.argv[3] ?? 3);
const file = new URL('resume/corpus/office/en-us-project-manager-table.pdf', import.meta.url);
const bytes = new Uint8Array(fs.readFileSync(file));

let refused = 0;
for (let round = 1; round <= rounds; round += 1) {
  const pool = createParsePool({ maxThreads: 1 });
  const started = performance.now();
  const input = {
    bytes,
    contentType: 'application/pdf',
    fileName: 'resume.pdf',
    skillVocabulary: [],
  };
  const outcome = await pool.run('parseResume', input, { timeMs: limitMs }).then(
    () => 'read',
    (error: unknown) => {
      refused += 1;
      return `refused: ${error instanceof Error ? error.message : String(error)}`;
    },
  );
  const elapsed = (performance.now() - started).toFixed(0);
  console.info(`fresh pool ${String(round)}: ${outcome} (${elapsed} ms with the thread's start)`);
  await pool.close();
}
console.info(
  `first resumes refused under a ${String(limitMs)} ms parse limit: ${String(refused)} of ${String(rounds)}`,
);
