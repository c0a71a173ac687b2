import type { App } from '../core/app.ts';
import { tenantId as tenantIdOf } from '../modules/positions/admin-test-kit.ts';

export { tenantIdOf };

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
