// Fails when a file imports one on a higher floor (docs/ARCHITECTURE.md, "Boundaries"), type-only
// imports included: the server's floors from the bottom are db, http, services, core and the
// config (one floor, they use each other), then plugins, then modules, then the demo, the CLI and
// the entry points (app.ts builds the app; main.ts and start-server.ts run it). Tests and test
// kits sit on top with the entry points: a test may build the whole app to check a layer in place.
// dpdm resolves the imports through the workspace's tsconfig, as scripts/check-cycles.ts does.
// `--web` checks the web app's floors instead (lib, components, features, app): not part of
// `npm run check` until lib/ stops importing components (12 imports when this was written).
import path from 'node:path';
import { parseDependencyTree } from 'dpdm';

type Floors = {
  tsconfig: string;
  entries: string[];
  root: string;
  /** The floor of a path under `root`, lowest first; `undefined`: a file of no floor (not checked). */
  floorOf: (file: string) => number | undefined;
  names: string[];
};

const isTest = (file: string) =>
  /(\.test|-test-kit|-kit)\.tsx?$/.test(file) || file.startsWith('test/');

const SERVER_FLOOR: Record<string, number> = {
  db: 0,
  http: 0,
  services: 0,
  core: 0,
  'config.ts': 0,
  plugins: 1,
  modules: 2,
  demo: 3,
  cli: 3,
  'app.ts': 3,
  'main.ts': 3,
  'start-server.ts': 3,
};

const server: Floors = {
  tsconfig: 'apps/server/tsconfig.json',
  entries: ['apps/server/src/**/*.ts'],
  root: 'apps/server/src',
  floorOf: (file) => (isTest(file) ? 3 : SERVER_FLOOR[file.split('/')[0]!]),
  names: ['db, http, services, core, config', 'plugins', 'modules', 'demo, cli, entry points'],
};

const WEB_FLOOR: Record<string, number> = { lib: 0, components: 1, features: 2, app: 3 };

const web: Floors = {
  tsconfig: 'apps/web/tsconfig.json',
  entries: ['apps/web/src/**/*.{ts,tsx}'],
  root: 'apps/web/src',
  floorOf: (file) => (isTest(file) ? undefined : WEB_FLOOR[file.split('/')[0]!]),
  names: ['lib', 'components', 'features', 'app'],
};

const floorsToCheck = process.argv.includes('--web') ? [web] : [server];

let upward = 0;
for (const floors of floorsToCheck) {
  const tree = await parseDependencyTree(floors.entries, {
    tsconfig: floors.tsconfig,
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules/,
  });
  const under = (file: string) => path.relative(floors.root, file).split(path.sep).join('/');
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = floors.floorOf(under(file));
    if (from === undefined || file.includes('node_modules')) continue;
    for (const dependency of dependencies ?? []) {
      if (!dependency.id || !dependency.id.startsWith(floors.root)) continue;
      const to = floors.floorOf(under(dependency.id));
      if (to === undefined || to <= from) continue;
      upward += 1;
      console.error(
        `upward: ${file} (${floors.names[from]}) imports ${dependency.id} (${floors.names[to]})`,
      );
    }
  }
}
if (upward > 0) {
  console.error(
    `${upward} import(s) from a lower floor to a higher one: move the shared part down.`,
  );
  process.exit(1);
}
console.info('No upward imports between floors.');
