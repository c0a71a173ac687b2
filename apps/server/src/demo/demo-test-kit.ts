import type { App } from '../app.ts';
import { TEST_DOMAIN } from '../test/test-app.ts';

/** The id of a site of the test app (the test tenant unless told otherwise). */
export const tenantIdOf = async (app: App, domain = TEST_DOMAIN) =>
  (
    await app.deps.db
      .selectFrom('tenants')
      .select('id')
      .where('domain', '=', domain)
      .executeTakeFirstOrThrow()
  ).id;

/** A candidate of the test tenant with a full name, as the demo's offers need one. */
export const addCandidate = async (
  app: App,
  email: string,
  [firstName, lastName]: [string, string],
) =>
  app.deps.db
    .insertInto('candidates')
    .values({
      tenant_id: await tenantIdOf(app),
      email,
      first_name: firstName,
      last_name: lastName,
      profile: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
