import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  admin,
  as,
  eventBody,
  inDays,
  openEachSchedulingWorld,
  otherTenantEvent,
  type SchedulingWorld,
} from './scheduling-test-kit.ts';
import { addCandidate } from '../offers/offers-test-kit.ts';
import { signIn } from '../../test/sign-in.ts';

let w: SchedulingWorld;
openEachSchedulingWorld((world) => {
  w = world;
});

const createEvent = async (overrides: Parameters<typeof eventBody>[1] = {}) => {
  const response = await admin(
    w.t.app,
    w.token,
    'POST',
    '/api/admin/events',
    eventBody(w.t.app, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

describe('events', () => {
  it('lists upcoming events with the registration, registers, cancels, and downloads a calendar file', async () => {
    const event = await createEvent();
    const before = (await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/events')).json().data;
    expect(before.upcoming).toMatchObject([
      { id: event.id, registration_status: null, spots_left: 2 },
    ]);

    const registered = await as(
      w.t.app,
      w.ada,
      'POST',
      `/api/pcsx/events/${event.id}/registration`,
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({
      registration_status: 'registered',
      spots_left: 1,
    });
    const again = await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${event.id}/registration`);
    expect(again.json().data.spots_left).toBe(1);
    const notification = await w.t.app.deps.db
      .selectFrom('notifications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(notification.redirect_url).toBe('/careers/events?domain=acme.example');

    const file = await as(w.t.app, w.ada, 'GET', `/api/pcsx/events/${event.id}/calendar.ics`);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    const entry = Object.values(ical.sync.parseICS(file.body)).find(
      (item) => item?.type === 'VEVENT',
    ) as VEvent;
    expect(entry.start.toISOString()).toBe(event.starts_at);
    expect(entry.end?.toISOString()).toBe(event.ends_at);
    expect(entry.location).toBe('Berlin office');

    const cancelled = await as(
      w.t.app,
      w.ada,
      'DELETE',
      `/api/pcsx/events/${event.id}/registration`,
    );
    expect(cancelled.json().data).toMatchObject({
      registration_status: 'cancelled',
      spots_left: 2,
    });
    const twice = await as(w.t.app, w.ada, 'DELETE', `/api/pcsx/events/${event.id}/registration`);
    expect(twice.statusCode).toBe(404);
    const registrations = await admin(
      w.t.app,
      w.token,
      'GET',
      `/api/admin/events/${event.id}/registrations`,
    );
    expect(registrations.json().data).toMatchObject([
      { email: 'ada@example.com', status: 'cancelled' },
    ]);
  });

  it('refuses a full event with 409 and a message, also when candidates race for the last place', async () => {
    const event = await createEvent({ capacity: 1 });
    await addCandidate(w.t.app, 'cy@example.com', ['Cy', 'Young']);
    const cy = await signIn(w.t.app, 'cy@example.com');
    const results = await Promise.all(
      [w.ada, w.bob, cy].map((browser) =>
        as(w.t.app, browser, 'POST', `/api/pcsx/events/${event.id}/registration`),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = results.find((response) => response.statusCode === 409)!;
    expect(refused.json().error.code).toBe('event_full');
    expect(refused.json().message).toMatch(/full/);
    const rows = await w.t.app.deps.db.selectFrom('event_registrations').select('status').execute();
    expect(rows).toEqual([{ status: 'registered' }]);
    const lower = await admin(
      w.t.app,
      w.token,
      'PUT',
      `/api/admin/events/${event.id}`,
      eventBody(w.t.app, { capacity: 1, title: 'Renamed' }),
    );
    expect(lower.json().data.title).toBe('Renamed');
  });

  it("answers 404 for another tenant's event and for a registration the candidate does not have", async () => {
    const elsewhere = await otherTenantEvent(w.t.app);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await as(
        w.t.app,
        w.ada,
        method,
        `/api/pcsx/events/${elsewhere}/registration`,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await as(w.t.app, w.ada, 'GET', `/api/pcsx/events/${elsewhere}/calendar.ics`)).statusCode,
    ).toBe(404);
    expect(
      (await admin(w.t.app, w.token, 'DELETE', `/api/admin/events/${elsewhere}`)).statusCode,
    ).toBe(404);
    const event = await createEvent();
    await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${event.id}/registration`);
    const bobCancels = await as(
      w.t.app,
      w.bob,
      'DELETE',
      `/api/pcsx/events/${event.id}/registration`,
    );
    expect(bobCancels.statusCode).toBe(404);
    const bobList = (await as(w.t.app, w.bob, 'GET', '/api/pcsx/dashboard/events')).json().data;
    expect(bobList.upcoming[0].registration_status).toBeNull();
    expect(bobList.upcoming.map((item: { id: number }) => item.id)).toEqual([event.id]);
  });

  it('refuses a capacity below the registrations, an event that is over, and bad input; deletes', async () => {
    const event = await createEvent({ capacity: 2 });
    await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${event.id}/registration`);
    await as(w.t.app, w.bob, 'POST', `/api/pcsx/events/${event.id}/registration`);
    const lower = await admin(
      w.t.app,
      w.token,
      'PUT',
      `/api/admin/events/${event.id}`,
      eventBody(w.t.app, { capacity: 1 }),
    );
    expect(lower.statusCode).toBe(409);
    const backwards = await admin(
      w.t.app,
      w.token,
      'POST',
      '/api/admin/events',
      eventBody(w.t.app, { ends_at: inDays(w.t.app, 1) }),
    );
    expect(backwards.statusCode).toBe(400);
    const kind = await admin(w.t.app, w.token, 'POST', '/api/admin/events', {
      ...eventBody(w.t.app),
      kind: 'party',
    });
    expect(kind.statusCode).toBe(400);
    const past = await createEvent({
      starts_at: inDays(w.t.app, -2),
      ends_at: inDays(w.t.app, -1),
    });
    const over = await as(w.t.app, w.ada, 'POST', `/api/pcsx/events/${past.id}/registration`);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('event_over');
    const deleted = await admin(w.t.app, w.token, 'DELETE', `/api/admin/events/${event.id}`);
    expect(deleted.statusCode).toBe(200);
    const list = (await as(w.t.app, w.ada, 'GET', '/api/pcsx/dashboard/events')).json().data;
    expect(list.upcoming).toEqual([]);
    expect(list.past).toEqual([]);
  });
});
