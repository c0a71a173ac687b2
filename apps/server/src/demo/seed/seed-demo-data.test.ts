import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../core/app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/open-database.ts';
import { createManualClock } from '../../services/clock.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { describeDemo } from './demo-completeness.ts';
import { readDemoSeedMarker } from './demo-seed-marker.ts';
import { seedDemoDataOnFirstStart } from './seed-demo-data.ts';

let database: DatabaseHandle | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
});

/** An app on an empty database, as `npm start` builds it before seeding, with its log lines kept. */
const openEmptyApp = async () => {
  database = await openTestDatabase();
  const lines: { level: number; msg: string }[] = [];
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' }),
    database,
    clock: createManualClock(),
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  return { app, db: database.db, lines };
};

describe('the demo seed of a first start', () => {
  it('is finished by the next start when the process died mid-seed, and the log says so', async () => {
    const { app, db, lines } = await openEmptyApp();
    // The process dies while the offers are being written: the file store fails on its third file.
    let saved = 0;
    const dying = {
      ...app.deps,
      files: {
        ...app.deps.files,
        save: async (input: Parameters<typeof app.deps.files.save>[0]) => {
          if ((saved += 1) === 3) throw new Error('the process was killed');
          return app.deps.files.save(input);
        },
      },
    };
    await expect(seedDemoDataOnFirstStart(dying)).rejects.toThrow('the process was killed');
    const half = await describeDemo(db);
    expect(half.missing).toContain('notifications');
    expect(await readDemoSeedMarker(db)).toMatchObject({ state: 'seeding', step: 'offers' });

    const seeded = await seedDemoDataOnFirstStart(app.deps);
    expect(seeded).toMatchObject({ finishedAfterInterruptedStep: 'offers' });
    const demo = await describeDemo(db);
    expect(demo.missing).toEqual([]);
    expect(demo.rows.offers).toBe(7); // the half-seeded offers are gone, not doubled
    expect(
      lines.some(
        (line) => line.level === 40 && line.msg.includes('stopped during its "offers" step'),
      ),
    ).toBe(true);
    expect(await readDemoSeedMarker(db)).toMatchObject({ state: 'complete' });

    // and a complete demo is left alone
    expect(await seedDemoDataOnFirstStart(app.deps)).toBeUndefined();
    expect((await describeDemo(db)).rows.offers).toBe(7);
  }, 180_000);
});
