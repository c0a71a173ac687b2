import type { AppDeps } from '../../app-deps.ts';
import { generateDemoPositions } from '../generator/generate-positions.ts';
import { DEMO_TENANTS, demoCandidate, type DemoTenant } from '../demo-tenants.ts';
import { demoEmployers } from '../demo-employers.ts';
import { insertPositions } from './insert-positions.ts';
import { seedDemoOffers } from './seed-demo-offers.ts';
import { seedDemoForms } from './seed-demo-forms.ts';
import { seedDemoApplications } from './seed-demo-applications.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { seedDemoOnboardingTasks } from './seed-demo-onboarding-tasks.ts';
import { seedDemoScheduling } from './seed-demo-scheduling.ts';
import { seedDemoTranslations } from './seed-demo-translations.ts';

export const DEMO_POSITION_COUNTS: Record<string, number> = {
  'northwind.example': 520,
  'contoso.example': 50,
};

const upsertTenant = async (deps: AppDeps, tenant: DemoTenant) => {
  const row = await deps.db
    .insertInto('tenants')
    .values({
      domain: tenant.domain,
      name: tenant.name,
      is_default: tenant.isDefault,
      config: JSON.stringify(tenant.config),
    })
    .onConflict((oc) =>
      oc.column('domain').doUpdateSet({ name: tenant.name, config: JSON.stringify(tenant.config) }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The demo tenants, the demo candidate and the demo employers, created or refreshed; returns tenant ids by domain. */
export const ensureDemoTenants = async (deps: AppDeps) => {
  const ids = new Map<string, number>();
  for (const tenant of DEMO_TENANTS) ids.set(tenant.domain, await upsertTenant(deps, tenant));
  const tenantId = ids.get('northwind.example')!;
  await deps.db
    .insertInto('candidates')
    .values({
      tenant_id: tenantId,
      email: demoCandidate.email,
      first_name: demoCandidate.firstName,
      last_name: demoCandidate.lastName,
      profile: JSON.stringify(demoCandidate.profile),
      is_bootstrapped: true,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .execute();
  for (const employer of demoEmployers)
    await deps.db
      .insertInto('candidates')
      .values({
        tenant_id: tenantId,
        email: employer.email,
        first_name: employer.firstName,
        last_name: employer.lastName,
        profile: '{}',
        employer_role: employer.role,
        is_onboarded: true,
        is_bootstrapped: true,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'email']).doUpdateSet({ employer_role: employer.role }),
      )
      .execute();
  await deps.tenants.reload();
  return ids;
};

/**
 * Seeds the demo when the database has no tenant yet (the first `npm start`): the candidate's
 * offers, forms, applications and notifications tell one story, so they are seeded in that order.
 */
export const seedDemoDataOnFirstStart = async (deps: AppDeps) => {
  const existing = await deps.db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const ids = await ensureDemoTenants(deps);
  const positions: Record<string, number> = {};
  for (const tenant of DEMO_TENANTS) {
    positions[tenant.domain] = await insertPositions(
      deps.db,
      ids.get(tenant.domain)!,
      generateDemoPositions({
        count: DEMO_POSITION_COUNTS[tenant.domain] ?? 50,
        seed: tenant.domain,
        now: deps.clock.now(),
        catalogue: tenant.catalogue,
      }),
    );
  }
  const translated = await seedDemoTranslations(deps, ids.get('northwind.example')!);
  await seedDemoOffers(deps, ids.get('northwind.example')!, demoCandidate.email);
  const demo = { tenantId: ids.get('northwind.example')!, email: demoCandidate.email };
  await seedDemoForms(deps, [...ids.values()], demo);
  const story = await seedDemoApplications(deps, demo);
  await seedDemoNotifications(deps, { ...demo, domain: 'northwind.example' }, story);
  await seedDemoOnboardingTasks(deps, demo);
  await seedDemoScheduling(deps, demo);
  return { positions, translated };
};
