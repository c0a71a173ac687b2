// `node scripts/check-catalogues.ts [--lang de,fr-CA]`: checks every language's catalogues in
// apps/web/src/locales against English (scripts/catalogues/compare-catalogues.ts says what it
// checks) and exits 1 with one line per problem.
import { parseArgs } from 'node:util';
import { SUPPORTED_LANGUAGES } from '../packages/shared/src/constants/languages.ts';
import { LOCALES_DIR, checkCatalogues, formatProblem } from './catalogues/compare-catalogues.ts';

const { values } = parseArgs({ options: { lang: { type: 'string' } } });
const languages = values.lang
  ?.split(',')
  .map((language) => language.trim())
  .filter(Boolean);
const unknown = (languages ?? []).filter(
  (language) => !(SUPPORTED_LANGUAGES as readonly string[]).includes(language),
);
if (languages && (!languages.length || unknown.length)) {
  console.error(
    `--lang takes supported languages, comma-separated (unknown: ${unknown.join(', ') || 'none given'})`,
  );
  process.exit(2);
}

const { problems, namespaces, languages: checked } = checkCatalogues(LOCALES_DIR, languages);
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  const files = new Set(problems.map((problem) => `${problem.language}/${problem.namespace}`));
  console.error(
    `\nCatalogue check failed: ${problems.length} problem(s) in ${files.size} file(s).`,
  );
  process.exit(1);
}
console.info(
  `Catalogues complete: ${checked} language(s) × ${namespaces} namespace(s) match English.`,
);
