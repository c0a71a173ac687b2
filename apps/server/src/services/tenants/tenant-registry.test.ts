import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('serves a configuration saved elsewhere from the next lookup, when its version moved', async () => {
    const registry = createTenantRegistry(database.db, clock.now);
    expect(await companyName(registry)).toBe('Acme');
    await setCompanyName('Acme Europe', true);
    expect(await companyName(registry)).toBe('Acme Europe');
  });

  it('picks up a hand edit that left the version alone within 30 seconds', async () => {
    const registry = createTenantRegistry(database.db, clock.now);
    expect(await companyName(registry)).toBe('Acme Europe');
    await setCompanyName('Acme by hand', false);
    expect(await companyName(registry)).toBe('Acme Europe');
    clock.advance(31_000);
    expect(await companyName(registry)).toBe('Acme by hand');
  });
});
