import type { ApplicationStatus } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { findApplicationForm } from '../../modules/applications/index.ts';

const DAY = 86_400_000;

/** What the demo candidate has done: two applications under way, one over, one draft. */
const DEMO_APPLICATIONS: { status: ApplicationStatus | 'draft'; daysAgo: number }[] = [
  { status: 'in_review', daysAgo: 6 },
  { status: 'interviewing', daysAgo: 14 },
  { status: 'rejected', daysAgo: 40 },
  { status: 'draft', daysAgo: 1 },
];

/** Gives the demo candidate applications to engineering roles, so the pages have something to show. */
export const seedDemoApplications = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  demo: { tenantId: number; email: string },
) => {
  const candidate = await deps.db
    .selectFrom('candidates')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('tenant_id', '=', demo.tenantId)
    .where('email', '=', demo.email)
    .executeTakeFirstOrThrow();
  const positions = await deps.db
    .selectFrom('positions')
    .select('id')
    .where('tenant_id', '=', demo.tenantId)
    .where('status', '=', 'open')
    .where('department', '=', 'Engineering')
    .orderBy('id')
    .limit(DEMO_APPLICATIONS.length)
    .execute();
  const { row: form } = await findApplicationForm(deps, demo.tenantId);
  const answers = JSON.stringify({
    firstName: candidate.first_name,
    lastName: candidate.last_name,
    email: candidate.email,
    location: 'Austin, United States',
    skills: ['TypeScript', 'React', 'Node.js'],
    workAuthorization: 'yes',
    privacyConsent: true,
  });
  const now = deps.clock.now().getTime();
  for (const [index, position] of positions.entries()) {
    const { status, daysAgo } = DEMO_APPLICATIONS[index]!;
    const at = new Date(now - daysAgo * DAY);
    const response = await deps.db
      .insertInto('form_responses')
      .values({
        tenant_id: demo.tenantId,
        candidate_id: candidate.id,
        form_id: form.id,
        position_id: position.id,
        status: status === 'draft' ? 'draft' : 'submitted',
        answers,
        created_at: at,
        updated_at: at,
        submitted_at: status === 'draft' ? null : at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'draft') continue;
    await deps.db
      .insertInto('applications')
      .values({
        tenant_id: demo.tenantId,
        candidate_id: candidate.id,
        position_id: position.id,
        form_response_id: response.id,
        status,
        created_at: at,
        updated_at: new Date(at.getTime() + 2 * DAY),
      })
      .execute();
  }
};
