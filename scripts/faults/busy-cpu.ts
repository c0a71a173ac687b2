import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Saturates the CPU with `count` busy loops, each in a session of its own. Linux shares the CPU
 * between sessions first (autogroup), so loops in the test's own session would hardly slow a
 * server started in another one; one session each, they take as much as a machine that is busy
 * building something else (load 12 to 27, as the first starts that failed saw).
 */
export const saturateCpu = (count: number) => {
  const loops: ChildProcess[] = Array.from({ length: count }, () =>
    spawn('sh', ['-c', 'while :; do :; done'], { detached: true, stdio: 'ignore' }),
  );
  const stop = () => {
    for (const loop of loops)
      if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
  };
  process.on('exit', stop);
  return { stop };
};
