import type { EmployerRole, PositionInput } from '@careers/shared';
import type { InjectOptions } from 'fastify';
import type { App } from '../../core/app.ts';
import { signIn } from '../../test/sign-in.ts';
import { TEST_DOMAIN } from '../../test/test-app.ts';
import { createApiToken } from '../../services/api-tokens/create-api-token.ts';

/** Test helpers for the employer API: a position body, tenants and tokens. */
export const positionBody = (overrides: Partial<PositionInput> = {}): PositionInput => ({
  title: 'Robot Whisperer',
  description: '<p>Teach robots to listen.</p>',
  department: 'Engineering',
  jobFamily: 'Software',
  employmentType: 'full_time',
  skills: ['Go', 'Robotics'],
  locations: [
    {
      displayName: 'Berlin, Germany',
      city: 'Berlin',
      country: 'Germany',
      countryCode: 'de',
      latitude: 52.52,
      longitude: 13.405,
    },
  ],
  ...overrides,
});

export const tenantId = async (app: App, domain = TEST_DOMAIN) =>
  (
    await app.deps.db
      .selectFrom('tenants')
      .select('id')
      .where('domain', '=', domain)
      .executeTakeFirstOrThrow()
  ).id;

/** A second site; add it before the first request (the tenant registry caches for 30 s). */
/** A second careers site, known to the app at once (as the console's creation would make it). */
export const addTenant = async (app: App, domain: string) => {
  const { id } = await app.deps.db
    .insertInto('tenants')
    .values({
      domain,
      name: domain,
      config: JSON.stringify({ branding: { companyName: domain } }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.deps.tenants.reload();
  return id;
};

export const newToken = async (app: App, domain = TEST_DOMAIN) =>
  (
    await createApiToken(app.deps.db, {
      tenantId: await tenantId(app, domain),
      name: 'test',
      now: app.deps.clock.now(),
    })
  ).token;

/** Gives the candidate account of `email` an employer role. */
export const grantEmployerRole = async (app: App, email: string, role: EmployerRole) => {
  await app.deps.db
    .updateTable('candidates')
    .set({ employer_role: role })
    .where('email', '=', email)
    .execute();
};

export const makeAdmin = (app: App, email: string) => grantEmployerRole(app, email, 'admin');

/** A browser signed in as an employer user of the given role. */
export const signInEmployer = async (app: App, email: string, role: EmployerRole) => {
  const browser = await signIn(app, email);
  await grantEmployerRole(app, email, role);
  return browser;
};

/** A request as an integration sends it: the token, no cookies, no CSRF token. */
export const withToken = (
  app: App,
  token: string,
  options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
) =>
  app.inject({
    ...options,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  } as InjectOptions);
