// `npm start`: build the web app if its sources changed since the last build, then start the
// server (embedded database under ./data, demo data seeded on first start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lockOwner } from '../apps/server/src/db/data-dir-lock.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const owner = process.env.DATABASE_URL ? undefined : lockOwner(dataDir);
if (owner) {
  console.error(
    `\nThe data directory ${dataDir} is in use by another server (process ${owner}).\n` +
      'Stop that server, or start this one with another DATA_DIR.\n',
  );
  process.exit(1);
}

const newestChange = (entry: string): number => {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
};

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'packages/forms/src',
];
const built = fs.statSync(path.join(root, 'apps/web/dist/index.html'), { throwIfNoEntry: false });
const isStale =
  !built || sources.some((source) => newestChange(path.join(root, source)) > built.mtimeMs);
if (isStale) {
  console.info('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/main.ts');
