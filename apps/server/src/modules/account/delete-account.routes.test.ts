import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Browser } from '../../test/sign-in.ts';
import { giveOffer } from '../offers/offers-test-kit.ts';
import { addTenant } from '../positions/admin-test-kit.ts';
import { call, candidateRow, createPosition, OTHER_DOMAIN, signInAt } from './account-test-kit.ts';

let t: TestApp;
let ada: Browser;
let positionId: number;

const count = async (table: 'files' | 'sessions' | 'offers' | 'saved_positions') =>
  Number(
    (
      await t.app.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const remove = (browser: Browser, payload: unknown, domain?: string) =>
  call(t.app, browser, 'DELETE', '/api/pcsx/account', payload, domain);

beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, OTHER_DOMAIN);
  positionId = await createPosition(t.app, 'Robot Whisperer');
  ada = await signInAt(t.app, 'ada@example.com');
  await call(t.app, ada, 'POST', '/api/pcsx/positions/saved', {
    position_id: positionId,
    isSaved: true,
  });
});
afterEach(async () => {
  await t.close();
});

describe('delete my account', () => {
  it('refuses without the email typed, or with another one, and changes nothing', async () => {
    for (const payload of [{}, { confirmation: 'grace@example.com' }, { confirmation: '' }]) {
      const refused = await remove(ada, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBeTruthy();
    }
    expect((await remove(ada, { confirmation: 'grace@example.com' })).json().error.code).toBe(
      'confirmation_mismatch',
    );
    expect(await candidateRow(t.app, 'ada@example.com')).toBeDefined();
    expect(await count('saved_positions')).toBe(1);
  });

  it('removes personal data and files, ends every session, keeps anonymised records', async () => {
    const secondDevice = await signInAt(t.app, 'ada@example.com');
    const { offer } = await giveOffer(t.app, 'ada@example.com');
    await t.app.deps.db
      .updateTable('offers')
      .set({ status: 'Accepted' })
      .where('id', '=', offer.id)
      .execute();
    const ada0 = (await candidateRow(t.app, 'ada@example.com'))!;
    await t.app.deps.files.save({
      tenantId: ada0.tenant_id,
      candidateId: ada0.id,
      name: 'cv.txt',
      contentType: 'text/plain',
      content: new TextEncoder().encode('cv'),
    });
    expect(await count('files')).toBeGreaterThan(1);

    const deleted = await remove(ada, { confirmation: ' Ada@Example.com ' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ deleted: true });
    expect(await candidateRow(t.app, 'ada@example.com')).toBeUndefined();
    expect(await count('files')).toBe(0);
    expect(await count('sessions')).toBe(0);
    expect(await count('offers')).toBe(0);
    for (const browser of [ada, secondDevice]) {
      const after = await call(t.app, browser, 'GET', '/api/pcsx/positions/saved');
      expect(after.statusCode).toBe(401);
    }
    const kept = await t.app.deps.db.selectFrom('anonymised_records').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'offer',
        position_name: 'Robot Whisperer',
        status: 'Accepted',
      }),
    ]);
    expect(JSON.stringify(kept)).not.toMatch(/ada|lovelace/i);

    // signing in again starts an empty account
    const again = await signInAt(t.app, 'ada@example.com');
    const saved = await call(t.app, again, 'GET', '/api/pcsx/positions/saved');
    expect(saved.json().data.positions).toEqual([]);
    const offers = await call(t.app, again, 'GET', '/api/offer/offers');
    expect(offers.json().data).toEqual(expect.not.arrayContaining([expect.anything()]));
  });

  it('touches only this site: the same person elsewhere and other candidates keep everything', async () => {
    const adaThere = await signInAt(t.app, 'ada@example.com', OTHER_DOMAIN);
    const grace = await signInAt(t.app, 'grace@example.com');
    await call(t.app, grace, 'POST', '/api/pcsx/positions/saved', {
      position_id: positionId,
      isSaved: true,
    });
    expect((await remove(ada, { confirmation: 'ada@example.com' }, OTHER_DOMAIN)).statusCode).toBe(
      401,
    );
    // the refusal elsewhere handed the browser that site's token: read this site's again
    await call(t.app, ada, 'GET', '/api/pcsx/account/settings');
    expect((await remove(ada, { confirmation: 'ada@example.com' })).statusCode).toBe(200);
    expect(await candidateRow(t.app, 'ada@example.com', OTHER_DOMAIN)).toBeDefined();
    expect(
      (await call(t.app, adaThere, 'GET', '/api/pcsx/account/settings', undefined, OTHER_DOMAIN))
        .statusCode,
    ).toBe(200);
    const graces = await call(t.app, grace, 'GET', '/api/pcsx/positions/saved');
    expect(graces.json().data.positions).toHaveLength(1);
  });
});
