import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { explainPackage, packageOf } from './budget-why.ts';

type Chunk = {
  type: 'chunk';
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  modules: Record<string, { renderedLength: number }>;
};

/** `BUDGET_REPORT=1 npm run build` lists what the first load is made of, by package. */
const report = (chunks: Chunk[]) => {
  const byPackage = new Map<string, number>();
  for (const chunk of chunks) {
    for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
      const name = packageOf(id);
      byPackage.set(name, (byPackage.get(name) ?? 0) + renderedLength);
    }
  }
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 40);
  // eslint-disable-next-line no-console -- asked for
  console.log(
    rows.map(([name, bytes]) => `${(bytes / 1024).toFixed(1).padStart(8)} KB  ${name}`).join('\n'),
  );
};
type Bundle = Record<string, Chunk | { type: 'asset' }>;

export type BudgetOptions = {
  /** Most brotli-compressed bytes of JavaScript the page may load before it shows: above, the build fails. */
  maxBytes: number;
  /** Where the budget is headed (printed beside the figure). */
  goalBytes: number;
  /** The page's own lazy chunk, by the end of its module's path. */
  page: string;
  /** Other modules the first paint loads (the interface language's catalogues). */
  alsoLoaded: readonly string[];
};

const brotliSize = (code: string) =>
  zlib.brotliCompressSync(code, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;

/** A chunk and every chunk it imports statically, by file name. */
const closure = (bundle: Bundle, fileName: string, seen = new Set<string>()) => {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
};

const chunkOf = (bundle: Bundle, moduleEnd: string) =>
  Object.entries(bundle).find(
    ([, chunk]) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(moduleEnd),
  )?.[0];

/**
 * The performance budget (issue 15): the JavaScript a page loads before it shows (the entry, its
 * static imports, the page's chunk and its imports, the catalogues of its first paint), brotli
 * compressed. The build prints the figure and fails above the budget.
 */
export const performanceBudget = (options: BudgetOptions): Plugin => ({
  name: 'careers:performance-budget',
  apply: 'build',
  generateBundle(_output, bundle) {
    const chunks = bundle as unknown as Bundle;
    const entries = Object.entries(chunks).filter(
      ([, chunk]) => chunk.type === 'chunk' && (chunk as { isEntry?: boolean }).isEntry,
    );
    const files = new Set<string>();
    for (const [fileName] of entries) closure(chunks, fileName, files);
    for (const moduleEnd of [options.page, ...options.alsoLoaded]) {
      const fileName = chunkOf(chunks, moduleEnd);
      if (!fileName) this.error(`performance budget: no chunk for ${moduleEnd}`);
      closure(chunks, fileName, files);
    }
    const sizes = [...files].map((fileName) => {
      const chunk = chunks[fileName] as Chunk;
      return { fileName, bytes: brotliSize(chunk.code) };
    });
    const firstLoad = [...files].map((fileName) => chunks[fileName] as Chunk);
    if (process.env.BUDGET_REPORT) report(firstLoad);
    const why = process.env.BUDGET_WHY;
    if (why) {
      const modulesOf = (list: Chunk[]) => new Set(list.flatMap((c) => Object.keys(c.modules)));
      const everyChunk = Object.values(chunks).filter((chunk) => chunk.type === 'chunk');
      // eslint-disable-next-line no-console -- asked for
      console.log(explainPackage(this, modulesOf(firstLoad), modulesOf(everyChunk), why));
    }
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const largest = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6)
      .map(({ fileName, bytes }) => `${fileName} ${kb(bytes)}`)
      .join(', ');
    const line = `first-load JavaScript of ${options.page}: ${kb(total)} brotli in ${String(files.size)} files (budget ${kb(options.maxBytes)}, goal ${kb(options.goalBytes)}); largest: ${largest}`;
    if (total > options.maxBytes) this.error(`performance budget exceeded: ${line}`);
    // the build prints the figure
    this.info(line);
  },
});
