import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const POLL_MS = 100;
const WAIT_LIMIT_MS = 50_000;

/**
 * Serialises the demo candidate's sign-ins across workers. The server checks a code against the
 * address's newest one, so when two workers ask for a demo code at once, the first to verify
 * holds a code that is no longer the newest and gets "That code is not right". Whoever asks for
 * a demo code holds this lock until the code is used: a lock file in the run's output folder
 * (shared by every worker of both projects), created exclusively and naming its owner's pid, so a
 * worker that died holding it does not block the run.
 */
export const lockDemoCodes = async (outputDir: string): Promise<() => Promise<void>> => {
  const file = path.join(outputDir, '.auth', 'demo-code.lock');
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isAbandoned(file)) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`demo code lock ${file} still held after ${WAIT_LIMIT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/** The owner's process is gone (or never wrote its pid, a second after taking the lock). */
const isAbandoned = async (file: string) => {
  try {
    const owner = Number(await readFile(file, 'utf8'));
    if (!owner) return Date.now() - (await stat(file)).mtimeMs > 1000;
    process.kill(owner, 0);
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOENT: released meanwhile (the next try takes it); ESRCH: no such process.
    return code === 'ESRCH';
  }
};
