import { describe, expect, it } from 'vitest';
import { tenantId } from '../positions/admin-test-kit.ts';
import { listUpcomingInterviews } from './index.ts';
import {
  admin,
  inDays,
  interviewBody,
  openEachSchedulingWorld,
  type SchedulingWorld,
} from './scheduling-test-kit.ts';

let w: SchedulingWorld;
openEachSchedulingWorld((world) => {
  w = world;
});

describe('listUpcomingInterviews (for the dashboard nudges)', () => {
  it("lists the candidate's own scheduled interviews still ahead, awaiting a slot first", async () => {
    const post = (overrides: Record<string, unknown>) =>
      admin(w.t.app, w.token, 'POST', '/api/admin/interviews', interviewBody(w.t.app, overrides));
    await post({ stage: 'Later', starts_at: inDays(w.t.app, 4) });
    await post({ stage: 'Pick a slot', starts_at: undefined, slots: [inDays(w.t.app, 2)] });
    const cancelled = (await post({ stage: 'Cancelled' })).json().data;
    await admin(w.t.app, w.token, 'POST', `/api/admin/interviews/${cancelled.id}/cancel`);
    await post({ stage: 'Bob', candidate_email: 'bob@example.com' });
    const ada = await w.t.app.deps.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    const scope = { tenantId: await tenantId(w.t.app), candidateId: ada.id };
    const upcoming = await listUpcomingInterviews(w.t.app.deps, scope);
    expect(upcoming.map((interview) => interview.stage)).toEqual(['Pick a slot', 'Later']);
    w.t.clock.advance(5 * 86_400_000);
    const later = await listUpcomingInterviews(w.t.app.deps, scope);
    expect(later.map((interview) => [interview.stage, interview.slots])).toEqual([
      ['Pick a slot', []],
    ]);
  });
});
