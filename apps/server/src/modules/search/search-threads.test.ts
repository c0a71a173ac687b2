import type { TenantConfig } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPositions, BERLIN, makePosition, PARIS, TOKYO } from '../../test/positions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPositionRows } from '../../demo/seed/insert-positions.ts';
import { closePosition } from '../positions/close-position.ts';
import { writePositions } from '../positions/write-positions.ts';
import { readSearch } from './read-search.ts';
import { createSearchIndexes } from './search-indexes.ts';
import { runSearchTask } from './search-tasks.ts';
import type { SearchIndexes } from '../../services/search/search-indexes.ts';

const WORDS = ['Nurse', 'Engineer', 'Manager', 'Analyst', 'Designer', 'Welder', 'Chef'];
const PLACES = [BERLIN, PARIS, TOKYO];
const QUERIES = [
  {},
  { query: 'nurse' },
  { query: 'engin' },
  { location: 'Paris' },
  { query: 'manager analyst' },
];

let t: TestApp;
let tenantId: number;
let tenantConfig: TenantConfig;
let seed = 7;
const random = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};
const somePosition = () =>
  makePosition({
    title: `${WORDS[random(WORDS.length)]} ${WORDS[random(WORDS.length)]}`,
    department: random(2) ? 'Care' : 'Operations',
    locations: [PLACES[random(PLACES.length)]!],
    isRemote: random(5) === 0,
    postedAt: new Date(Date.UTC(2026, 10, 1 + random(20))),
  });

const answers = (indexes: SearchIndexes) => {
  const config = tenantConfig;
  return Promise.all(
    QUERIES.map((raw) =>
      runSearchTask(indexes, tenantId, 'search', {
        config,
        params: readSearch(raw, config),
        nowSeconds: Date.UTC(2026, 10, 25) / 1000,
      }),
    ),
  );
};

/** Positions written through `search` (this node's own write path: applied before it answers). */
const addThrough = (search: SearchIndexes, count: number) =>
  writePositions({ ...t.app.deps, search }, async (trx) => {
    const ids = await insertPositionRows(
      trx,
      tenantId,
      Array.from({ length: count }, somePosition),
    );
    return { ids, result: ids };
  });

const retitleFirstOpen = async (search: SearchIndexes, title: string) => {
  const first = await t.database.db
    .selectFrom('positions')
    .select('id')
    .where('status', '=', 'open')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await writePositions({ ...t.app.deps, search }, async (trx) => {
    await trx.updateTable('positions').set({ title }).where('id', '=', first.id).execute();
    return { ids: [first.id], result: undefined };
  });
};

const suggestTitles = async (search: SearchIndexes, prefix: string) =>
  (await runSearchTask(search, tenantId, 'suggest', { type: 'query', prefix, minLength: 1 })).map(
    (option) => option.text,
  );

/** The same searches on a fresh in-thread build of what the database holds now. */
const freshAnswers = async () => {
  const fresh = createSearchIndexes(t.database.db, t.app.log, { threads: 0 });
  await fresh.build();
  return answers(fresh);
};

beforeAll(async () => {
  t = await createTestApp({ env: { SEARCH_THREADS: '2' } });
  const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
  tenantId = tenant.id;
  tenantConfig = (await t.app.deps.tenants.all())[0]!.config;
  await addPositions(t.app, tenantId, Array.from({ length: 40 }, somePosition));
});
afterAll(() => t.close());

describe('search worker threads', () => {
  it('hold the index in 2 threads', () => {
    expect(t.app.deps.search.threads).toBe(2);
  });

  it('answer as a fresh build does while positions are written and searched at once', async () => {
    const ids = await t.database.db.selectFrom('positions').select('id').execute();
    for (let round = 0; round < 12; round += 1) {
      const searching = Array.from({ length: 4 }, () => answers(t.app.deps.search));
      const writing =
        round % 3 === 2
          ? closePosition(t.app.deps, tenantId, ids[random(ids.length)]!.id).catch(() => {})
          : addPositions(t.app, tenantId, [somePosition(), somePosition()]);
      await Promise.all([...searching, writing]);
      // several reads at once reach both threads; each must equal the fresh build
      const fromThreads = await Promise.all(
        Array.from({ length: 4 }, () => answers(t.app.deps.search)),
      );
      const expected = await freshAnswers();
      for (const got of fromThreads) expect(got).toEqual(expected);
    }
  });

  it('keep a position written while the index is rebuilt', async () => {
    let written = false;
    const search = createSearchIndexes(t.database.db, t.app.log, {
      threads: 2,
      pageSize: 5,
      afterPage: async () => {
        if (written) return;
        written = true;
        // a position of a page the build has already read, as another request changes it
        const [first] = await t.database.db
          .selectFrom('positions')
          .select('id')
          .where('status', '=', 'open')
          .orderBy('id')
          .limit(1)
          .execute();
        await writePositions({ ...t.app.deps, search }, async (trx) => {
          await trx
            .updateTable('positions')
            .set({ title: 'Lighthouse Keeper' })
            .where('id', '=', first!.id)
            .execute();
          return { ids: [first!.id], result: undefined };
        });
      },
    });
    try {
      await search.build();
      const found = await runSearchTask(search, tenantId, 'suggest', {
        type: 'query',
        prefix: 'lighthouse',
        minLength: 1,
      });
      expect(found.map((option) => option.text)).toEqual(['Lighthouse Keeper']);
      expect(await answers(search)).toEqual(await freshAnswers());
    } finally {
      await search.close();
    }
  });

  it('keep a position written while a tenant is re-based into a new shared version', async () => {
    let rebasePages = 0;
    let isArmed = false;
    const search = createSearchIndexes(t.database.db, t.app.log, {
      threads: 2,
      pageSize: 5,
      rebaseAfterWrites: 2,
      afterPage: async () => {
        if (!isArmed) return;
        rebasePages += 1;
        // the first position's page is read: a write now is not in the version being built
        if (rebasePages === 1) await retitleFirstOpen(search, 'Harbour Pilot');
      },
    });
    try {
      await search.build();
      isArmed = true;
      await addThrough(search, 2); // the second write since the build starts a re-base
      await search.settled();
      expect(rebasePages).toBeGreaterThan(1);
      expect(await suggestTitles(search, 'harbour')).toEqual(['Harbour Pilot']);
      expect(await answers(search)).toEqual(await freshAnswers());
    } finally {
      await search.close();
    }
  });

  it('answer as a fresh build does from several threads while writes and re-bases go on', async () => {
    const search = createSearchIndexes(t.database.db, t.app.log, {
      threads: 2,
      rebaseAfterWrites: 3,
    });
    try {
      await search.build();
      for (let round = 0; round < 6; round += 1) {
        const searching = Array.from({ length: 4 }, () => answers(search));
        await Promise.all([...searching, addThrough(search, 1 + random(2))]);
        const fromThreads = await Promise.all(Array.from({ length: 4 }, () => answers(search)));
        const expected = await freshAnswers();
        for (const got of fromThreads) expect(got).toEqual(expected);
      }
      await search.settled();
      expect(await answers(search)).toEqual(await freshAnswers());
    } finally {
      await search.close();
    }
  });

  it('the map counts positions, not places', async () => {
    await addPositions(t.app, tenantId, [
      makePosition({ title: 'Lighthouse Ranger', locations: [BERLIN, PARIS] }),
    ]);
    const response = await t.app.inject({
      url: '/api/pcsx/search/markers',
      query: { bounds: '-80,-180,80,180', query: 'ranger' },
    });
    const { markers, count } = response.json().data;
    expect(markers).toHaveLength(2);
    expect(count).toBe(1);
  });
});
