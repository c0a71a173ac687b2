import { PERMISSION_DENIED_MESSAGE, type EmployerRole } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { request, type Browser } from '../../test/sign-in.ts';
import { renderMessage } from '../notifications/notification-messages.ts';
import { signInEmployer } from '../positions/admin-test-kit.ts';
import {
  admin,
  as,
  eventBody,
  inDays,
  interviewBody,
  mailsTo,
  openEachSchedulingWorld,
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

const latestNotice = () =>
  w.t.app.deps.db
    .selectFrom('notifications')
    .select(['candidate_id', 'message_key', 'message_params', 'redirect_url'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** The details of `interviewBody` as the edit form sends them back, with changes. */
const editBody = (overrides: Record<string, unknown> = {}) => {
  const { candidate_email: _email, position_name: _name, ...details } = interviewBody(w.t.app);
  return { ...details, ...overrides };
};

const edit = (id: number, body: object, browser?: Browser) =>
  browser
    ? request(w.t.app, browser, {
        method: 'PUT',
        url: `/api/admin/interviews/${id}${q}`,
        payload: body,
      })
    : admin(w.t.app, w.token, 'PUT', `/api/admin/interviews/${id}`, body);

const adaInterviews = async () =>
  (await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/interviews')).json().data;

describe('editing an interview', () => {
  it('moves the time and changes place and interviewers; the candidate is told and sees it', async () => {
    const interview = await post('/api/admin/interviews', interviewBody(w.t.app));
    const moved = inDays(w.t.app, 6);
    const response = await edit(
      interview.id,
      editBody({
        starts_at: moved,
        location: 'Berlin office, room 4',
        video_url: null,
        interviewers: ['Ada Lovelace'],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ starts_at: moved, video_url: null });
    const [seen] = (await adaInterviews()).upcoming;
    expect(seen).toMatchObject({
      starts_at: moved,
      location: 'Berlin office, room 4',
      video_url: null,
      interviewers: ['Ada Lovelace'],
    });
    expect(await latestNotice()).toMatchObject({
      message_key: 'interview_rescheduled',
      message_params: { position: 'Robot Whisperer', date: moved, timeZone: 'Europe/Berlin' },
      redirect_url: '/careers/interviews?domain=acme.example',
    });
    expect(renderMessage({ ...(await latestNotice()), messages: null }, 'en')).toMatch(
      /^Your interview for Robot Whisperer was moved: it is now on \S/,
    );

    // and by e-mail, with the new time in the employer's zone (the candidate saved none)
    const berlin = new Intl.DateTimeFormat('en', {
      timeZone: 'Europe/Berlin',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(moved));
    const movedMail = (await mailsTo(w.t.app, 'ada@example.com')).at(-1);
    expect(movedMail?.subject).toMatch(/your interview for Robot Whisperer has moved$/);
    expect(movedMail?.text_body).toContain('has moved: it is now scheduled for');
    expect(movedMail?.text_body).toContain(berlin);
    expect(movedMail?.text_body).toMatch(/\/careers\/interviews\?domain=acme\.example&hl=en/);

    // The same time with another place: the candidate is told the details changed, in-app only.
    const mailCount = (await mailsTo(w.t.app, 'ada@example.com')).length;
    await edit(interview.id, editBody({ starts_at: moved, location: 'Online' }));
    expect(await latestNotice()).toMatchObject({
      message_key: 'interview_updated',
      message_params: { position: 'Robot Whisperer' },
    });
    expect(await mailsTo(w.t.app, 'ada@example.com')).toHaveLength(mailCount);
  });

  it("e-mails a moved interview in the candidate's saved language", async () => {
    await w.t.app.deps.db
      .updateTable('candidates')
      .set({ interface_language: 'de' })
      .where('email', '=', 'ada@example.com')
      .execute();
    const interview = await post('/api/admin/interviews', interviewBody(w.t.app));
    await edit(interview.id, editBody({ starts_at: inDays(w.t.app, 9) }));
    const mail = (await mailsTo(w.t.app, 'ada@example.com')).at(-1);
    expect(mail?.subject).toMatch(/Ihr Vorstellungsgespräch für Robot Whisperer wurde verschoben$/);
    expect(mail?.text_body).toContain('&hl=de');
  });

  it('frees the slot a moved interview was booked in, and sets a time for one awaiting a choice', async () => {
    const slots = [inDays(w.t.app, 2), inDays(w.t.app, 4)];
    const booked = await post(
      '/api/admin/interviews',
      interviewBody(w.t.app, { starts_at: undefined, slots }),
    );
    const slotId = booked.offered_slots[0].id;
    await as(w.t.app, w.ada, 'POST', `/api/pcsx/interviews/${booked.id}/slot`, { slot_id: slotId });
    const moved = await edit(booked.id, editBody({ starts_at: inDays(w.t.app, 7) }));
    expect(moved.json().data.offered_slots).toEqual([]);
    const forBob = await post(
      '/api/admin/interviews',
      interviewBody(w.t.app, {
        candidate_email: 'bob@example.com',
        starts_at: undefined,
        slot_ids: [slotId],
      }),
    );
    const taken = await as(w.t.app, w.bob, 'POST', `/api/pcsx/interviews/${forBob.id}/slot`, {
      slot_id: slotId,
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const awaiting = await post(
      '/api/admin/interviews',
      interviewBody(w.t.app, { starts_at: undefined, slots }),
    );
    const set = await edit(awaiting.id, editBody({ starts_at: inDays(w.t.app, 3) }));
    expect(set.json().data).toMatchObject({ starts_at: inDays(w.t.app, 3), slots: [] });
  });

  it('refuses a cancelled interview (409), bad input (400) and another tenant’s (404)', async () => {
    const interview = await post('/api/admin/interviews', interviewBody(w.t.app));
    expect(
      (await edit(interview.id, editBody({ video_url: 'javascript:alert(1)' }))).statusCode,
    ).toBe(400);
    expect((await edit(interview.id, editBody({ stage: ' ' }))).statusCode).toBe(400);
    expect((await edit(interview.id + 1000, editBody())).statusCode).toBe(404);
    await admin(w.t.app, w.token, 'POST', `/api/admin/interviews/${interview.id}/cancel`);
    const cancelled = await edit(interview.id, editBody());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(/cancelled/);
  });

  it('lets an admin and a recruiter edit, refuses a theme designer and a candidate', async () => {
    const interview = await post('/api/admin/interviews', interviewBody(w.t.app));
    expect((await edit(interview.id, editBody(), await employer('admin'))).statusCode).toBe(200);
    expect((await edit(interview.id, editBody(), await employer('recruiter'))).statusCode).toBe(
      200,
    );
    const designer = await edit(interview.id, editBody(), await employer('theme_designer'));
    expect(designer.statusCode).toBe(403);
    expect(designer.json().message).toBe(PERMISSION_DENIED_MESSAGE);
    expect((await edit(interview.id, editBody(), w.ada)).statusCode).toBe(403);
  });
});

describe('deleting an event', () => {
  const remove = (id: number, browser?: Browser) =>
    browser
      ? request(w.t.app, browser, { method: 'DELETE', url: `/api/admin/events/${id}${q}` })
      : admin(w.t.app, w.token, 'DELETE', `/api/admin/events/${id}`);

  it('tells each candidate still registered, and no one else; the event is gone for them', async () => {
    const event = await post('/api/admin/events', eventBody(w.t.app));
    await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${event.id}/registration`);
    await as(w.t.app, w.bob, 'POST', `/api/pcsx/events/${event.id}/registration`);
    await as(w.t.app, w.bob, 'DELETE', `/api/pcsx/events/${event.id}/registration`);
    const before = await w.t.app.deps.db.selectFrom('notifications').select('id').execute();

    const response = await remove(event.id);
    expect(response.statusCode, response.body).toBe(200);
    const notices = await w.t.app.deps.db
      .selectFrom('notifications')
      .select(['candidate_id', 'message_key', 'message_params', 'redirect_url'])
      .where(
        'id',
        'not in',
        before.map((row) => row.id),
      )
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      message_key: 'event_cancelled',
      message_params: { event: 'Robotics open day', date: event.starts_at },
      redirect_url: '/careers/events?domain=acme.example',
    });
    expect(renderMessage({ ...notices[0]!, messages: null }, 'en')).toMatch(
      /^Robotics open day on .+ was cancelled\.$/,
    );
    const events = (await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/events')).json().data;
    expect(events.upcoming).toEqual([]);
    expect((await remove(event.id)).statusCode).toBe(404);
  });

  it('tells no one when the event is over', async () => {
    const event = await post('/api/admin/events', eventBody(w.t.app));
    await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${event.id}/registration`);
    w.t.clock.advance(10 * 24 * 3_600_000);
    const before = (await w.t.app.deps.db.selectFrom('notifications').select('id').execute())
      .length;
    expect((await remove(event.id)).statusCode).toBe(200);
    expect(await w.t.app.deps.db.selectFrom('notifications').select('id').execute()).toHaveLength(
      before,
    );
  });

  it('lets an admin and a recruiter delete, refuses a theme designer and a candidate', async () => {
    const ids = [
      (await post('/api/admin/events', eventBody(w.t.app))).id,
      (await post('/api/admin/events', eventBody(w.t.app))).id,
    ];
    const designer = await remove(ids[0], await employer('theme_designer'));
    expect(designer.statusCode).toBe(403);
    expect(designer.json().message).toBe(PERMISSION_DENIED_MESSAGE);
    expect((await remove(ids[0], w.ada)).statusCode).toBe(403);
    expect((await remove(ids[0], await employer('admin'))).statusCode).toBe(200);
    expect((await remove(ids[1], await employer('recruiter'))).statusCode).toBe(200);
  });
});
