import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPositions, makePosition, PARIS } from '../../test/positions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { defaultLanguage: 'fr' } });
  const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
  await addPositions(t.app, tenant.id, [
    makePosition({ title: 'Ingénieur logiciel', locations: [PARIS] }),
    makePosition({ title: 'Développeuse web', locations: [PARIS] }),
    makePosition({ title: 'Comptable', locations: [PARIS] }),
  ]);
  // a rebuild stems in the tenant's language too, not only the writes that followed the start
  await t.app.deps.search.build();
});
afterAll(() => t.close());

const titles = async (query: string) => {
  const response = await t.app.inject({
    url: `/api/pcsx/search?query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.positions.map((position: { name: string }) => position.name);
};

describe("search in the tenant's language", () => {
  it("a French site: 'ingénieurs' finds 'Ingénieur', 'développeur' finds 'Développeuse'", async () => {
    expect(await titles('ingénieurs ')).toEqual(['Ingénieur logiciel']);
    expect(await titles('développeurs ')).toEqual(['Développeuse web']);
  });
});
