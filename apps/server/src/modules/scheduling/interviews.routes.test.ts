import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  admin,
  as,
  inDays,
  interviewBody,
  mailsTo,
  openEachSchedulingWorld,
  otherTenantInterview,
  type SchedulingWorld,
} from './scheduling-test-kit.ts';

let w: SchedulingWorld;
openEachSchedulingWorld((world) => {
  w = world;
});

const schedule = async (overrides: Record<string, unknown> = {}) => {
  const response = await admin(
    w.t.app,
    w.token,
    'POST',
    '/api/admin/interviews',
    interviewBody(w.t.app, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

describe('interviews', () => {
  it('schedules at a time: the candidate sees it, is notified in-app and by email, and downloads a calendar file', async () => {
    const interview = await schedule();
    const list = await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/interviews');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.upcoming).toMatchObject([
      {
        id: interview.id,
        stage: 'Technical',
        interviewers: ['Grace Hopper', 'Alan Turing'],
        slots: [],
      },
    ]);
    expect(list.json().data.past).toEqual([]);

    const notification = await w.t.app.deps.db
      .selectFrom('notifications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(notification.notification_type).toBe('interview_scheduled');
    expect(notification.redirect_url).toBe('/careers/interviews?domain=acme.example');
    const mail = await w.t.app.deps.db
      .selectFrom('outbox_mail')
      .selectAll()
      .where('subject', 'like', '%interview%')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('ada@example.com');
    // in the employer's zone (the candidate saved none), a link on the site keeping the language
    const berlin = new Intl.DateTimeFormat('en', {
      timeZone: 'Europe/Berlin',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(interview.starts_at));
    expect(mail.text_body).toContain(berlin);
    expect(mail.text_body).toMatch(/http:\/\/\S+\/careers\/interviews\?domain=acme\.example&hl=en/);

    const file = await as(
      w.t.app,
      w.ada,
      'GET',
      `/api/pcsx/interviews/${interview.id}/calendar.ics`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    const entries = Object.values(ical.sync.parseICS(file.body)).filter(
      (entry) => entry?.type === 'VEVENT',
    );
    expect(entries).toHaveLength(1);
    const entry = entries[0] as VEvent;
    expect(entry.start.toISOString()).toBe(interview.starts_at);
    expect(entry.end!.getTime() - entry.start.getTime()).toBe(45 * 60_000);
    expect(String(entry.summary)).toContain('Robot Whisperer');
  });

  it("answers 404 for another candidate's interview and another tenant's", async () => {
    const interview = await schedule();
    const bobFile = await as(
      w.t.app,
      w.bob,
      'GET',
      `/api/pcsx/interviews/${interview.id}/calendar.ics`,
    );
    expect(bobFile.statusCode).toBe(404);
    const bobList = await as(w.t.app, w.bob, 'GET', '/api/pcsx/dashboard/interviews');
    expect(bobList.json().data.upcoming).toEqual([]);
    const elsewhere = await otherTenantInterview(w.t.app);
    const adaElsewhere = await as(
      w.t.app,
      w.ada,
      'GET',
      `/api/pcsx/interviews/${elsewhere}/calendar.ics`,
    );
    expect(adaElsewhere.statusCode).toBe(404);
    const adminElsewhere = await admin(
      w.t.app,
      w.token,
      'GET',
      `/api/admin/interviews/${elsewhere}`,
    );
    expect(adminElsewhere.statusCode).toBe(404);
    const cancelElsewhere = await admin(
      w.t.app,
      w.token,
      'POST',
      `/api/admin/interviews/${elsewhere}/cancel`,
    );
    expect(cancelElsewhere.statusCode).toBe(404);
  });

  it('offers slots: the candidate chooses one, a slot is taken once (409 with a message), the choice is kept', async () => {
    const slots = [inDays(w.t.app, 2), inDays(w.t.app, 4)];
    const forAda = await schedule({ starts_at: undefined, slots });
    const forBob = await schedule({
      starts_at: undefined,
      candidate_email: 'bob@example.com',
      slot_ids: forAda.offered_slots.map((slot: { id: number }) => slot.id),
    });
    expect(forBob.offered_slots).toHaveLength(2);
    const adaView = (await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/interviews')).json().data
      .upcoming[0];
    expect(adaView.starts_at).toBeNull();
    expect(adaView.slots.map((slot: { starts_at: string }) => slot.starts_at)).toEqual(slots);
    const noTime = await as(
      w.t.app,
      w.ada,
      'GET',
      `/api/pcsx/interviews/${forAda.id}/calendar.ics`,
    );
    expect(noTime.statusCode).toBe(409);

    const slotId = adaView.slots[0].id;
    const chosen = await as(w.t.app, w.ada, 'POST', `/api/pcsx/interviews/${forAda.id}/slot`, {
      slot_id: slotId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.starts_at).toBe(slots[0]);

    const taken = await as(w.t.app, w.bob, 'POST', `/api/pcsx/interviews/${forBob.id}/slot`, {
      slot_id: slotId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('slot_taken');
    expect(taken.json().message).toMatch(/taken/);
    const bobView = (await as(w.t.app, w.bob, 'GET', '/api/pcsx/dashboard/interviews')).json().data
      .upcoming[0];
    expect(bobView.slots).toHaveLength(1);

    const again = await as(w.t.app, w.ada, 'POST', `/api/pcsx/interviews/${forAda.id}/slot`, {
      slot_id: adaView.slots[1].id,
    });
    expect(again.statusCode).toBe(409);
    const bobOnAda = await as(w.t.app, w.bob, 'POST', `/api/pcsx/interviews/${forAda.id}/slot`, {
      slot_id: slotId,
    });
    expect(bobOnAda.statusCode).toBe(404);
  });

  it('lets exactly one of two candidates racing for the same slot book it', async () => {
    const forAda = await schedule({ starts_at: undefined, slots: [inDays(w.t.app, 2)] });
    const slotId = forAda.offered_slots[0].id;
    const forBob = await schedule({
      starts_at: undefined,
      candidate_email: 'bob@example.com',
      slot_ids: [slotId],
    });
    const results = await Promise.all([
      as(w.t.app, w.ada, 'POST', `/api/pcsx/interviews/${forAda.id}/slot`, { slot_id: slotId }),
      as(w.t.app, w.bob, 'POST', `/api/pcsx/interviews/${forBob.id}/slot`, { slot_id: slotId }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const booked = await w.t.app.deps.db
      .selectFrom('interviews')
      .select('starts_at')
      .where('starts_at', 'is not', null)
      .execute();
    expect(booked).toHaveLength(1);
  });

  it('cancels: the interview moves to past, its slot is freed, cancelling twice is refused', async () => {
    const interview = await schedule();
    const cancelled = await admin(
      w.t.app,
      w.token,
      'POST',
      `/api/admin/interviews/${interview.id}/cancel`,
    );
    expect(cancelled.json().data.status).toBe('cancelled');
    const list = (await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/interviews')).json().data;
    expect(list.upcoming).toEqual([]);
    expect(list.past[0].status).toBe('cancelled');
    const notice = await w.t.app.deps.db
      .selectFrom('notifications')
      .select(['message_key', 'message_params', 'redirect_url'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      message_key: 'interview_cancelled',
      message_params: { position: interview.position_name },
      redirect_url: '/careers/interviews?domain=acme.example',
    });
    const mail = (await mailsTo(w.t.app, 'ada@example.com')).at(-1);
    expect(mail?.subject).toMatch(
      new RegExp(`: your interview for ${interview.position_name} is cancelled$`),
    );
    expect(mail?.text_body).toContain('has been cancelled.');
    expect(mail?.text_body).not.toContain('calendar');
    const twice = await admin(
      w.t.app,
      w.token,
      'POST',
      `/api/admin/interviews/${interview.id}/cancel`,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const both = await admin(
      w.t.app,
      w.token,
      'POST',
      '/api/admin/interviews',
      interviewBody(w.t.app, { slots: [inDays(w.t.app, 1)] }),
    );
    expect(both.statusCode).toBe(400);
    const zone = await admin(
      w.t.app,
      w.token,
      'POST',
      '/api/admin/interviews',
      interviewBody(w.t.app, { time_zone: 'Mars/Olympus' }),
    );
    expect(zone.statusCode).toBe(400);
    const stranger = await admin(
      w.t.app,
      w.token,
      'POST',
      '/api/admin/interviews',
      interviewBody(w.t.app, { candidate_email: 'nobody@example.com' }),
    );
    expect(stranger.statusCode).toBe(400);
    const unknownSlot = await admin(
      w.t.app,
      w.token,
      'POST',
      '/api/admin/interviews',
      interviewBody(w.t.app, { starts_at: undefined, slot_ids: [999] }),
    );
    expect(unknownSlot.statusCode).toBe(400);
    const badSlot = await as(w.t.app, w.ada, 'POST', '/api/pcsx/interviews/1/slot', {
      slot_id: 'x',
    });
    expect(badSlot.statusCode).toBe(400);
    const rows = await w.t.app.deps.db.selectFrom('interviews').select('id').execute();
    expect(rows).toEqual([]);
    const candidateAsAdmin = await as(
      w.t.app,
      w.ada,
      'POST',
      '/api/admin/interviews',
      interviewBody(w.t.app),
    );
    expect(candidateAsAdmin.statusCode).toBe(403);
  });
});
