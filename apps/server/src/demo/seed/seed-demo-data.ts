import type { AppDeps } from '../../core/app-deps.ts';
import { UNTIMED } from '../../services/parse-pool/parse-pool.ts';
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
import { readDemoSeedMarker, writeDemoSeedMarker } from './demo-seed-marker.ts';

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

/** The demo's steps, in the order its story needs; `enter` is told of each before it runs. */
const seedDemo = async (deps: AppDeps, enter: (step: string) => Promise<void>) => {
  await enter('tenants');
  const ids = await ensureDemoTenants(deps);
  const demo = { tenantId: ids.get('northwind.example')!, email: demoCandidate.email };
  await enter('positions');
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
  await enter('translations');
  const translated = await seedDemoTranslations(deps, demo.tenantId);
  await enter('offers');
  await seedDemoOffers(deps, demo.tenantId, demo.email);
  await enter('forms');
  await seedDemoForms(deps, [...ids.values()], demo);
  await enter('applications');
  const story = await seedDemoApplications(deps, demo);
  await enter('notifications');
  await seedDemoNotifications(deps, { ...demo, domain: 'northwind.example' }, story);
  await enter('onboarding tasks');
  await seedDemoOnboardingTasks(deps, demo);
  await enter('interviews and events');
  await seedDemoScheduling(deps, demo);
  return { positions, translated };
};

/**
 * Seeds the demo when the database has no tenant yet (the first `npm start`), or finishes a seed
 * that an earlier start left under way. The seed runs the real services, each in transactions
 * of its own, so it is not one transaction: a marker in `settings` says it is under way, step by
 * step, until it is complete. A start that finds it under way (the process died mid-seed) removes
 * the demo tenants, with everything of theirs, and seeds them again, and says so in the log. The
 * demo signs its own letters, so it waits for the parse pool as long as it takes (UNTIMED).
 */
export const seedDemoDataOnFirstStart = async (deps: AppDeps) => {
  const marker = await readDemoSeedMarker(deps.db);
  const interrupted = marker?.state === 'seeding' ? marker : undefined;
  if (!interrupted) {
    const existing = await deps.db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
    if (existing) return undefined;
  } else {
    deps.log.warn(
      { step: interrupted.step, startedAt: interrupted.startedAt },
      `The demo seed of an earlier start stopped during its "${interrupted.step}" step ` +
        '(the process ended mid-seed): removing the half-seeded demo tenants and seeding them again',
    );
    await deps.db
      .deleteFrom('tenants')
      .where(
        'domain',
        'in',
        DEMO_TENANTS.map((tenant) => tenant.domain),
      )
      .execute();
  }
  const startedAt = deps.clock.now().toISOString();
  const seeded = await seedDemo({ ...deps, parseTimeLimits: UNTIMED }, async (step) => {
    await writeDemoSeedMarker(deps.db, { state: 'seeding', step, startedAt });
    deps.log.info(`seeding the demo: ${step}`);
  });
  await writeDemoSeedMarker(deps.db, {
    state: 'complete',
    completedAt: deps.clock.now().toISOString(),
  });
  return { ...seeded, ...(interrupted && { finishedAfterInterruptedStep: interrupted.step }) };
};
