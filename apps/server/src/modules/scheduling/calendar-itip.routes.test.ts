import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { request } from '../../test/sign-in.ts';
import {
  admin,
  eventBody,
  inDays,
  interviewBody,
  openEachSchedulingWorld,
  q,
  type SchedulingWorld,
} from './scheduling-test-kit.ts';

/*
 * The calendar files as two parsers nobody here wrote read them (ical.js, Mozilla's; node-ical):
 * an interview is an iTIP REQUEST from the tenant to the candidate (RFC 5546), its time in the
 * employer's zone with that zone's VTIMEZONE, the same UID at a higher SEQUENCE once moved, a
 * CANCEL once cancelled; a career event is PUBLISHed.
 */

let w: SchedulingWorld;
openEachSchedulingWorld((world) => {
  w = world;
});

const download = async (path: string) => {
  const file = await request(w.t.app, w.ada, { url: `${path}${q}` });
  expect(file.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(file.body));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const [parsed] = Object.values(nodeIcal.sync.parseICS(file.body)).filter(
    (item) => item?.type === 'VEVENT',
  ) as VEvent[];
  return { body: file.body, calendar, event, parsed: parsed! };
};

const interviewFile = (id: number) => download(`/api/pcsx/interviews/${String(id)}/calendar.ics`);

describe('an interview calendar file', () => {
  it('is a REQUEST from the tenant to the candidate, its time in Berlin with its VTIMEZONE', async () => {
    const startsAt = inDays(w.t.app, 3);
    const created = await admin(w.t.app, w.token, 'POST', '/api/admin/interviews', {
      ...interviewBody(w.t.app),
      starts_at: startsAt,
    });
    const { calendar, event, parsed } = await interviewFile(created.json().data.id);

    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const organizer = event.getFirstProperty('organizer')!;
    expect(String(organizer.getFirstValue())).toMatch(/^mailto:.+@.+/i);
    expect(organizer.getParameter('cn')).toBe('Acme Robotics');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:ada@example.com');
    expect(attendee.getParameter('cn')).toBe('Ada Lovelace');

    const dtstart = event.getFirstProperty('dtstart')!;
    expect(dtstart.getParameter('tzid')).toBe('Europe/Berlin');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    // ical.js, given the file's own VTIMEZONE, reads back the very instant that was scheduled
    ICAL.TimezoneService.register(zone);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
    expect(parsed.start.toISOString()).toBe(new Date(startsAt).toISOString());
    expect(parsed.start.tz).toBe('Europe/Berlin');
    expect(String(event.getFirstPropertyValue('dtstamp'))).toMatch(/Z$/);
  });

  it('says the stage once when the stage names the meeting', async () => {
    const created = await admin(w.t.app, w.token, 'POST', '/api/admin/interviews', {
      ...interviewBody(w.t.app),
      stage: 'Technical interview',
      position_name: 'Walla Walla Nurse',
    });
    const { parsed } = await interviewFile(created.json().data.id);
    expect(String(parsed.summary)).toBe('Technical interview: Walla Walla Nurse (Acme Robotics)');
  });

  it('moved, is the same entry at a higher SEQUENCE; cancelled, a CANCEL of it', async () => {
    const created = await admin(w.t.app, w.token, 'POST', '/api/admin/interviews', {
      ...interviewBody(w.t.app),
    });
    const id = created.json().data.id as number;
    const first = await interviewFile(id);

    w.t.clock.advance(60_000);
    const { candidate_email: _email, position_name: _name, ...details } = interviewBody(w.t.app);
    const movedTo = inDays(w.t.app, 6);
    const moved = await admin(w.t.app, w.token, 'PUT', `/api/admin/interviews/${String(id)}`, {
      ...details,
      starts_at: movedTo,
    });
    expect(moved.statusCode).toBe(200);
    const second = await interviewFile(id);
    expect(second.event.getFirstPropertyValue('uid')).toBe(
      first.event.getFirstPropertyValue('uid'),
    );
    const sequence = (file: typeof first) => Number(file.event.getFirstPropertyValue('sequence'));
    expect(sequence(second)).toBeGreaterThan(sequence(first));
    expect(second.parsed.start.toISOString()).toBe(new Date(movedTo).toISOString());

    w.t.clock.advance(60_000);
    await admin(w.t.app, w.token, 'POST', `/api/admin/interviews/${String(id)}/cancel`);
    const third = await interviewFile(id);
    expect(third.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(third.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(third.event.getFirstPropertyValue('uid')).toBe(first.event.getFirstPropertyValue('uid'));
    expect(sequence(third)).toBeGreaterThan(sequence(second));
  });
});

describe('a career event calendar file', () => {
  it('is PUBLISHed by the tenant, its time in the event zone', async () => {
    const created = await admin(w.t.app, w.token, 'POST', '/api/admin/events', eventBody(w.t.app));
    const { calendar, event } = await download(
      `/api/pcsx/events/${String(created.json().data.id)}/calendar.ics`,
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.getFirstProperty('organizer')?.getParameter('cn')).toBe('Acme Robotics');
    expect(event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(calendar.getFirstSubcomponent('vtimezone')).not.toBeNull();
  });
});
