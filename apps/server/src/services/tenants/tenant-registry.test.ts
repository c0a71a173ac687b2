import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/open-database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createManualClock } from '../clock.ts';
import { createTenantRegistry } from './tenant-registry.ts';

let database: DatabaseHandle;
const clock = createManualClock();

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insertInto('tenants')
    .values({
      domain: 'acme.example',
      name: 'Acme',
      is_default: true,
      config: JSON.stringify({ branding: { companyName: 'Acme' } }),
    })
    .execute();
});

afterAll(async () => {
  await database.close();
});

const setCompanyName = (companyName: string, bumpVersion: boolean) =>
  database.db
    .updateTable('tenants')
    .set((eb) => ({
      config: JSON.stringify({ branding: { companyName } }),
      ...(bumpVersion && { config_version: eb('config_version', '+', 1) }),
    }))
    .execute();

const companyName = async (registry: ReturnType<typeof createTenantRegistry>) =>
  (await registry.resolve(undefined, undefined))?.config.branding.companyName;

describe('the tenant registry', () => {
  it('serves a configuration written elsewhere once the write is announced', async () => {
    const registry = createTenantRegistry(database.db, clock.now);
    const unlisten = await registry.follow(database);
    try {
      expect(await companyName(registry)).toBe('Acme');
      await setCompanyName('Acme Europe', true);
      await vi.waitFor(async () => expect(await companyName(registry)).toBe('Acme Europe'), {
        timeout: 5000,
      });
      // an edit by hand in SQL, which leaves the version alone, is announced all the same
      await setCompanyName('Acme by hand', false);
      await vi.waitFor(async () => expect(await companyName(registry)).toBe('Acme by hand'), {
        timeout: 5000,
      });
    } finally {
      await unlisten();
    }
  });

  it('asks the database nothing per lookup: unannounced, a change shows after 30 seconds', async () => {
    const registry = createTenantRegistry(database.db, clock.now);
    expect(await companyName(registry)).toBe('Acme by hand');
    await setCompanyName('Acme unannounced', true);
    expect(await companyName(registry)).toBe('Acme by hand');
    clock.advance(31_000);
    expect(await companyName(registry)).toBe('Acme unannounced');
  });
});
