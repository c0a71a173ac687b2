import type { ApplicationStatus } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { findApplicationForm } from '../../modules/applications/index.ts';
import {
  planForOffer,
  PLANS_WITHOUT_OFFER,
  type DemoApplicationPlan,
} from './demo-application-story.ts';

const DAY = 86_400_000;

/** What the notifications of the demo tell about: the applications by status, with positions. */
export type DemoStory = {
  applications: {
    id: number;
    positionName: string;
    status: ApplicationStatus;
    /** When it reached that status. */
    changedAt: Date;
    hasOffer: boolean;
  }[];
};

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Candidate = { id: number; first_name: string | null; last_name: string | null; email: string };

const insertResponse = async (
  deps: Deps,
  row: { tenantId: number; candidateId: number; formId: number; positionId: number },
  answers: string,
  { isDraft, at }: { isDraft: boolean; at: Date },
) =>
  deps.db
    .insertInto('form_responses')
    .values({
      tenant_id: row.tenantId,
      candidate_id: row.candidateId,
      form_id: row.formId,
      position_id: row.positionId,
      status: isDraft ? 'draft' : 'submitted',
      answers,
      created_at: at,
      updated_at: at,
      submitted_at: isDraft ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/**
 * The demo candidate's applications, one story with the offers: each offer's position has an
 * application whose status follows the offer (open offer: offered; accepted: hired; declined:
 * withdrawn; canceled or expired: rejected), plus one submitted, one in review, one interviewing
 * and one rejected elsewhere; every status change in the history at a plausible time. Drafts:
 * one for an open position, one for a position that has closed since. Run after the offers.
 */
export const seedDemoApplications = async (
  deps: Deps,
  demo: { tenantId: number; email: string },
): Promise<DemoStory> => {
  const candidate: Candidate = await deps.db
    .selectFrom('candidates')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('tenant_id', '=', demo.tenantId)
    .where('email', '=', demo.email)
    .executeTakeFirstOrThrow();
  const now = deps.clock.now().getTime();
  const offers = await deps.db
    .selectFrom('offers')
    .select(['position_id', 'status', 'updated_at'])
    .where('candidate_id', '=', candidate.id)
    .where('position_id', 'is not', null)
    .execute();
  const taken = new Set(offers.map((offer) => offer.position_id!));
  const openElsewhere = await deps.db
    .selectFrom('positions')
    .select('id')
    .where('tenant_id', '=', demo.tenantId)
    .where('status', '=', 'open')
    .where('department', '=', 'Engineering')
    .orderBy('id')
    .limit(PLANS_WITHOUT_OFFER.length + 1 + taken.size)
    .execute();
  const free = openElsewhere.map((row) => row.id).filter((id) => !taken.has(id));
  const closed = await deps.db
    .selectFrom('positions')
    .select('id')
    .where('tenant_id', '=', demo.tenantId)
    .where('status', '=', 'closed')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const plans: { positionId: number; plan: DemoApplicationPlan; hasOffer: boolean }[] = [
    ...offers.map((offer) => ({
      positionId: offer.position_id!,
      plan: planForOffer(offer.status, now - offer.updated_at.getTime()),
      hasOffer: true,
    })),
    ...PLANS_WITHOUT_OFFER.flatMap((plan, index) =>
      free[index] === undefined ? [] : [{ positionId: free[index], plan, hasOffer: false }],
    ),
  ];
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
  const owner = { tenantId: demo.tenantId, candidateId: candidate.id, formId: form.id };
  const story: DemoStory = { applications: [] };
  for (const { positionId, plan, hasOffer } of plans) {
    const at = (ago: number) => new Date(now - ago);
    const submittedAt = at(plan.steps[0]![1]);
    const response = await insertResponse(deps, { ...owner, positionId }, answers, {
      isDraft: false,
      at: submittedAt,
    });
    const application = await deps.db
      .insertInto('applications')
      .values({
        tenant_id: demo.tenantId,
        candidate_id: candidate.id,
        position_id: positionId,
        form_response_id: response.id,
        status: plan.status,
        created_at: submittedAt,
        updated_at: at(plan.steps.at(-1)![1]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('application_status_events')
      .values(
        plan.steps.map(([status, ago]) => ({
          tenant_id: demo.tenantId,
          application_id: application.id,
          status,
          actor: status === 'submitted' || status === 'withdrawn' ? 'candidate' : 'employer',
          created_at: at(ago),
        })),
      )
      .execute();
    const position = await deps.db
      .selectFrom('positions')
      .select('title')
      .where('id', '=', positionId)
      .executeTakeFirstOrThrow();
    story.applications.push({
      id: application.id,
      positionName: position.title,
      status: plan.status,
      changedAt: at(plan.steps.at(-1)![1]),
      hasOffer,
    });
  }
  const draftOpen = free[PLANS_WITHOUT_OFFER.length];
  for (const [positionId, daysAgo] of [
    [draftOpen, 1],
    [closed?.id, 12],
  ] as const) {
    if (positionId === undefined) continue;
    await insertResponse(deps, { ...owner, positionId }, answers, {
      isDraft: true,
      at: new Date(now - daysAgo * DAY),
    });
  }
  return story;
};
