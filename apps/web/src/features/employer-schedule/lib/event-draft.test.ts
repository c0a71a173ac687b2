import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { eventDraftOf, newEventDraft, readEventDraft, type EventDraft } from './event-draft.ts';

const zones = { readIn: 'America/Chicago', eventTimeZone: 'America/Chicago' };
const draft = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  ...newEventDraft('America/Chicago'),
  title: ' Open day ',
  startsAt: new CalendarDateTime(2027, 5, 4, 10, 0),
  endsAt: new CalendarDateTime(2027, 5, 4, 12, 30),
  ...overrides,
});

describe('reading an event draft', () => {
  it('makes the event body, an empty capacity being no limit', () => {
    expect(readEventDraft(draft({ location: 'Austin office' }), zones).body).toEqual({
      title: 'Open day',
      description: '',
      kind: 'open_day',
      starts_at: '2027-05-04T15:00:00.000Z',
      ends_at: '2027-05-04T17:30:00.000Z',
      time_zone: 'America/Chicago',
      location: 'Austin office',
      url: null,
      capacity: null,
    });
  });

  it('refuses an end before the start, a bad link and a capacity that is not a whole number', () => {
    expect(
      readEventDraft(
        draft({
          title: '',
          endsAt: new CalendarDateTime(2027, 5, 4, 9, 0),
          url: 'ftp://example.com',
          capacity: '2.5',
        }),
        zones,
      ).errors,
    ).toEqual({
      title: 'errors.title',
      endsAt: 'errors.endsBeforeStart',
      url: 'errors.webLink',
      capacity: 'errors.capacity',
    });
  });

  it('reads an existing event back into the same draft', () => {
    const body = readEventDraft(
      draft({ capacity: '12', url: 'https://example.com/e' }),
      zones,
    ).body!;
    const again = eventDraftOf(
      {
        ...body,
        id: 1,
        location: null,
        url: body.url ?? null,
        capacity: 12,
        spots_left: 12,
        registered_count: 0,
      },
      'America/Chicago',
    );
    expect(readEventDraft(again, zones).body).toEqual(body);
  });
});
