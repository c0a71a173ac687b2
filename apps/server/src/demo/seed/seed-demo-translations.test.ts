import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenantId } from '../../modules/positions/admin-test-kit.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { seedDemoTranslations } from './seed-demo-translations.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('the demo’s translated postings', () => {
  it('read in German, Arabic and Japanese on the job page, in English otherwise', async () => {
    const [closed, open] = await addPositions(t.app, await tenantId(t.app), [
      makePosition({ title: 'Customer Service Representative', status: 'closed' }),
      makePosition({ title: 'Customer Service Representative' }),
      makePosition({ title: 'Cashier' }),
    ]);
    expect(await seedDemoTranslations(t.app.deps, await tenantId(t.app))).toEqual([open]);
    const read = async (id: number, hl: string) =>
      (
        await t.app.inject({
          url: `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(id)}&hl=${hl}`,
        })
      ).json().data.position;
    expect(await read(open!, 'de')).toMatchObject({
      name: 'Kundenservicemitarbeiter (m/w/d)',
      languages: ['en', 'ar', 'de', 'ja'],
    });
    expect((await read(open!, 'ar')).name).toBe('ممثل خدمة العملاء');
    expect((await read(open!, 'fr')).description).toContain('You are the first voice');
    const untouched = await t.app.deps.db
      .selectFrom('position_translations')
      .select('position_id')
      .where('position_id', '=', closed!)
      .execute();
    expect(untouched).toEqual([]);
  });
});
