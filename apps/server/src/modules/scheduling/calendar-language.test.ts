import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  admin,
  eventBody,
  interviewBody,
  openEachSchedulingWorld,
  q,
  type SchedulingWorld,
} from './scheduling-test-kit.ts';
import { request } from '../../test/sign-in.ts';

let w: SchedulingWorld;
openEachSchedulingWorld((world) => {
  w = world;
});

const calendarWords = (language: string) =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../web/src/locales/${language}/server-messages.json`, import.meta.url),
        'utf8',
      ),
    ) as { calendar: Record<string, string> }
  ).calendar;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%\((\w+)\)s/g, (_, name: string) => values[name] ?? '');

/** The one event of a calendar file, downloaded by Ada reading `language`. */
const download = async (path: string, language: string) => {
  const file = await request(w.t.app, w.ada, {
    url: `${path}${q}`,
    headers: { 'accept-language': `${language},en;q=0.5` },
  });
  expect(file.statusCode).toBe(200);
  const [entry] = Object.values(ical.sync.parseICS(file.body)).filter(
    (item) => item?.type === 'VEVENT',
  );
  return entry as VEvent;
};

describe.each(['de', 'ar', 'ja'] as const)(
  'calendar files for a candidate reading %s',
  (language) => {
    const words = calendarWords(language);

    it('name the interview and write its time, length and people in that language', async () => {
      const created = await admin(w.t.app, w.token, 'POST', '/api/admin/interviews', {
        ...interviewBody(w.t.app),
      });
      const interview = created.json().data;
      const entry = await download(
        `/api/pcsx/interviews/${String(interview.id)}/calendar.ics`,
        language,
      );
      expect(String(entry.summary)).toBe(
        fill(words.interviewSummary!, {
          stage: 'Technical',
          position: 'Robot Whisperer',
          company: 'Acme Robotics',
        }),
      );
      const description = String(entry.description);
      const minutes = new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'long',
      }).format(45);
      const when = new Intl.DateTimeFormat(language, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Europe/Berlin',
      }).format(new Date(interview.starts_at));
      expect(description).toContain(minutes);
      expect(description).toContain(when);
      expect(description).toContain(words.when!.split('%(')[0]);
      const names = new Intl.ListFormat(language, { type: 'conjunction' }).format([
        'Grace Hopper',
        'Alan Turing',
      ]);
      expect(description).toContain(fill(words.interviewers!, { names }));
      expect(description).toContain(
        fill(words.videoLink!, { url: 'https://meet.example.com/abc' }),
      );
      expect(description).not.toMatch(/When:|Interviewers:|Video link:|minutes/);
    });

    it("introduce a career event's link in that language", async () => {
      const created = await admin(w.t.app, w.token, 'POST', '/api/admin/events', {
        ...eventBody(w.t.app, { url: 'https://example.com/open-day' }),
      });
      const entry = await download(
        `/api/pcsx/events/${String(created.json().data.id)}/calendar.ics`,
        language,
      );
      expect(String(entry.description)).toContain(
        fill(words.link!, { url: 'https://example.com/open-day' }),
      );
    });
  },
);
