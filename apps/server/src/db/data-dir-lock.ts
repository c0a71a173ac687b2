import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dataDir>/server.lock` so that two processes never open the same embedded database
 * (PGlite would corrupt it). A lock left by a process that no longer runs is taken over.
 * Returns the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server (process ${owner}). ` +
            'Stop that server, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
};

/** The process holding the data directory's lock, if one is running. */
export const lockOwner = (dataDir: string): number | undefined => {
  try {
    const owner = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim());
    return Number.isInteger(owner) && owner > 0 && isRunning(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
};
