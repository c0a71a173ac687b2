import { analyze } from '@careers/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTitleWords, demoPositionsOf } from '../../demo/common-title-words.ts';
import { insertPositions } from '../../demo/seed/insert-positions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readSearch } from './read-search.ts';
import { createSearchIndexes } from './search-indexes.ts';
import { runSearchTask } from './search-tasks.ts';
import type { SearchIndexes } from '../../services/search/search-indexes.ts';

const positions = demoPositionsOf('northwind.example');
// only open positions are searched
const openTitles = positions.flatMap(({ status, title }) => (status === 'open' ? [title] : []));

let t: TestApp;
let search: SearchIndexes;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow()).id;
  await insertPositions(t.database.db, tenantId, positions);
  search = createSearchIndexes(t.database.db, t.app.log, { threads: 2 });
  await search.build();
});
afterAll(async () => {
  await search.close();
  await t.close();
});

// The golden ranking test (demo/title-ranking.test.ts) through the search threads.
describe('title matches first, on the demo data, from the search threads', () => {
  it.each(commonTitleWords(openTitles))(
    "'%s' (stem %s, in %i open titles): every one of the first ten results has it in the title",
    async (word, stem, titles) => {
      expect(titles).toBeGreaterThanOrEqual(10);
      const config = (await t.app.deps.tenants.all())[0]!.config;
      const page = await runSearchTask(search, tenantId, 'search', {
        config,
        params: readSearch({ query: word }, config),
        nowSeconds: Date.UTC(2026, 10, 1) / 1000,
      });
      expect(page.positions).toHaveLength(10);
      const without = page.positions.filter((hit) => !analyze(hit.name).includes(stem));
      expect(without.map((hit) => hit.name)).toEqual([]);
    },
  );
});
