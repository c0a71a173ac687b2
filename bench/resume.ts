// npm run bench:resume: the outside corpus, the one that counts (bench/resume/run-outside.ts);
// `-- --corpus generated` runs the project's own generated resumes, a regression check only.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  strict: false,
  options: { corpus: { type: 'string', default: 'outside' } },
});
if (values.corpus === 'generated') await import('./resume/run-generated.ts');
else await import('./resume/run-outside.ts');
