// Fails when any file takes part in an import cycle, type-only imports included (ESLint's
// import-x/no-cycle skips those): the import picture of the repository has no circles.
// dpdm resolves each workspace's imports through its own tsconfig (the web app's `@/` paths).
import { parseCircular, parseDependencyTree } from 'dpdm';

const workspaces = [
  { tsconfig: 'apps/server/tsconfig.json', entries: ['apps/server/src/**/*.ts', 'bench/**/*.ts'] },
  { tsconfig: 'apps/web/tsconfig.json', entries: ['apps/web/src/**/*.{ts,tsx}'] },
  { tsconfig: 'packages/forms/tsconfig.json', entries: ['packages/forms/src/**/*.{ts,tsx}'] },
  { tsconfig: 'packages/search/tsconfig.json', entries: ['packages/search/src/**/*.ts'] },
  { tsconfig: 'packages/shared/tsconfig.json', entries: ['packages/shared/src/**/*.ts'] },
  { tsconfig: 'e2e/tsconfig.json', entries: ['e2e/**/*.ts', 'scripts/**/*.ts'] },
];

const found = new Set<string>();
for (const { tsconfig, entries } of workspaces) {
  const tree = await parseDependencyTree(entries, {
    tsconfig,
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules/,
  });
  for (const cycle of parseCircular(tree)) found.add([...cycle, cycle[0]].join(' -> '));
}
for (const cycle of found) console.error(`cycle: ${cycle}`);
if (found.size > 0) {
  console.error(`${found.size} import cycle(s): move what both sides need to a file of its own.`);
  process.exit(1);
}
console.info('No import cycles.');
