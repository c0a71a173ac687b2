export type ProgressStream = {
  isTTY?: boolean;
  columns?: number;
  write: (text: string) => unknown;
};

export type ProgressBar = { update: (done: number) => void; finish: () => void };

const WIDTH = 30;

/**
 * A progress bar for a terminal: redrawn in place with `\r` when the stream is a TTY; in a log
 * (not a TTY) a plain line at every tenth of the way, so a pipe is not flooded.
 */
export const createProgressBar = (
  stream: ProgressStream,
  input: { total: number; label: string },
): ProgressBar => {
  const total = Math.max(input.total, 1);
  let lastTenth = -1;
  let isDrawn = false;
  const describe = (done: number) =>
    `${input.label} ${done.toLocaleString('en')}/${input.total.toLocaleString('en')} (${Math.floor((done / total) * 100)}%)`;

  const update = (done: number) => {
    const ratio = Math.min(done / total, 1);
    if (stream.isTTY) {
      const filled = Math.round(ratio * WIDTH);
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${describe(done)}`);
      isDrawn = true;
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    stream.write(`${describe(done)}\n`);
  };

  const finish = () => {
    if (isDrawn) stream.write('\n');
    isDrawn = false;
  };

  return { update, finish };
};
