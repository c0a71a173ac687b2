import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress-bar.ts';

const stream = (isTTY: boolean) => {
  const writes: string[] = [];
  return { writes, isTTY, write: (text: string) => writes.push(text) };
};

describe('createProgressBar', () => {
  it('redraws one line in place on a terminal and ends it when finished', () => {
    const tty = stream(true);
    const bar = createProgressBar(tty, { total: 2000, label: 'Importing' });
    bar.update(0);
    bar.update(1000);
    bar.update(2000);
    bar.finish();
    expect(tty.writes).toEqual([
      `\r[${'-'.repeat(30)}] Importing 0/2,000 (0%)`,
      `\r[${'#'.repeat(15)}${'-'.repeat(15)}] Importing 1,000/2,000 (50%)`,
      `\r[${'#'.repeat(30)}] Importing 2,000/2,000 (100%)`,
      '\n',
    ]);
  });

  it('writes a plain line at each tenth of the way when not on a terminal', () => {
    const log = stream(false);
    const bar = createProgressBar(log, { total: 1000, label: 'Importing' });
    for (let done = 0; done <= 1000; done += 50) bar.update(done);
    bar.finish();
    expect(log.writes).toHaveLength(11);
    expect(log.writes.every((line) => !line.includes('\r') && line.endsWith('\n'))).toBe(true);
    expect(log.writes[5]).toBe('Importing 500/1,000 (50%)\n');
  });
});
