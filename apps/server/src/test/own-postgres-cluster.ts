import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/**
 * Whether this machine can run a PostgreSQL cluster of a test's own: the server binaries, and
 * either a non-root user or root with `runuser` to become `postgres` (initdb refuses root).
 */
export const canRunOwnCluster = () => {
  if (!fs.existsSync(path.join(BIN, 'pg_ctl'))) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a port of its own, so a test can stop
 * and restart a database server without touching the shared one. Trust authentication on
 * 127.0.0.1 only.
 */
export const startOwnCluster = (port: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const pgRun = (tool: string, args: string[]) =>
    execFileSync(
      isRoot ? 'runuser' : path.join(BIN, tool),
      isRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args,
      { stdio: 'pipe' },
    );
  pgRun('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (action: 'start' | 'stop' | 'restart') =>
    pgRun('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-m',
      'fast',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      action,
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    remove: () => {
      try {
        ctl('stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
