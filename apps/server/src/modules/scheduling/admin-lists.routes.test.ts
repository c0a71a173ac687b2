import { PERMISSION_DENIED_MESSAGE, type EmployerRole } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { request } from '../../test/sign-in.ts';
import { signInEmployer } from '../positions/admin-test-kit.ts';
import {
  admin,
  as,
  eventBody,
  inDays,
  interviewBody,
  openEachSchedulingWorld,
  otherTenantEvent,
  otherTenantInterview,
  q,
  type SchedulingWorld,
} from './scheduling-test-kit.ts';

let w: SchedulingWorld;
openEachSchedulingWorld((world) => {
  w = world;
});

const post = async (url: string, body: object) => {
  const response = await admin(w.t.app, w.token, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

const employer = (role: EmployerRole) =>
  signInEmployer(w.t.app, `${role.replace('_', '-')}@example.com`, role);

describe("the console's interview list", () => {
  it('lists upcoming interviews (awaiting a slot first) and past ones with their candidates', async () => {
    const later = await post('/api/admin/interviews', interviewBody(w.t.app));
    const slots = await post(
      '/api/admin/interviews',
      interviewBody(w.t.app, {
        candidate_email: 'bob@example.com',
        starts_at: undefined,
        slots: [inDays(w.t.app, 4), inDays(w.t.app, 5)],
      }),
    );
    const cancelled = await post('/api/admin/interviews', interviewBody(w.t.app));
    await admin(w.t.app, w.token, 'POST', `/api/admin/interviews/${cancelled.id}/cancel`);
    await otherTenantInterview(w.t.app);

    const response = await admin(w.t.app, w.token, 'GET', '/api/admin/interviews');
    expect(response.statusCode, response.body).toBe(200);
    const { upcoming, past } = response.json().data;
    expect(upcoming.map((item: { id: number }) => item.id)).toEqual([slots.id, later.id]);
    expect(upcoming[0]).toMatchObject({
      candidate_email: 'bob@example.com',
      candidate_name: 'Bob Builder',
      starts_at: null,
      offered_slots: [{ is_booked: false }, { is_booked: false }],
    });
    expect(upcoming[1]).toMatchObject({ candidate_email: 'ada@example.com', stage: 'Technical' });
    expect(past).toMatchObject([{ id: cancelled.id, status: 'cancelled' }]);
  });

  it('lets a recruiter read it and refuses a theme designer and a candidate', async () => {
    await post('/api/admin/interviews', interviewBody(w.t.app));
    const read = (browser: Awaited<ReturnType<typeof employer>>) =>
      request(w.t.app, browser, { url: `/api/admin/interviews${q}` });
    const recruiter = await read(await employer('recruiter'));
    expect(recruiter.statusCode).toBe(200);
    expect(recruiter.json().data.upcoming).toHaveLength(1);
    const designer = await read(await employer('theme_designer'));
    expect(designer.statusCode).toBe(403);
    expect(designer.json().message).toBe(PERMISSION_DENIED_MESSAGE);
    expect((await read(w.ada)).statusCode).toBe(403);
    expect((await w.t.app.inject({ url: `/api/admin/interviews${q}` })).statusCode).toBe(401);
  });
});

describe("the console's event list", () => {
  it('lists upcoming events soonest first with their registrations, and past ones latest first', async () => {
    const later = await post('/api/admin/events', eventBody(w.t.app));
    const sooner = await post(
      '/api/admin/events',
      eventBody(w.t.app, { starts_at: inDays(w.t.app, 1), ends_at: inDays(w.t.app, 2) }),
    );
    const over = await post(
      '/api/admin/events',
      eventBody(w.t.app, { starts_at: inDays(w.t.app, -3), ends_at: inDays(w.t.app, -2) }),
    );
    await otherTenantEvent(w.t.app);
    await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${later.id}/registration`);

    const response = await admin(w.t.app, w.token, 'GET', '/api/admin/events');
    expect(response.statusCode, response.body).toBe(200);
    const { upcoming, past } = response.json().data;
    expect(upcoming.map((event: { id: number }) => event.id)).toEqual([sooner.id, later.id]);
    expect(upcoming[1]).toMatchObject({ registered_count: 1, spots_left: 1 });
    expect(past.map((event: { id: number }) => event.id)).toEqual([over.id]);
  });

  it('lets a recruiter read it and refuses a theme designer and a candidate', async () => {
    const read = (browser: Awaited<ReturnType<typeof employer>>) =>
      request(w.t.app, browser, { url: `/api/admin/events${q}` });
    expect((await read(await employer('recruiter'))).statusCode).toBe(200);
    const designer = await read(await employer('theme_designer'));
    expect(designer.statusCode).toBe(403);
    expect(designer.json().message).toBe(PERMISSION_DENIED_MESSAGE);
    expect((await read(w.ada)).statusCode).toBe(403);
  });
});
