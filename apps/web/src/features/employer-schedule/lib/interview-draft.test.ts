import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { readInterviewDraft, type InterviewDraft } from './interview-draft.ts';

const NOW = new Date('2027-03-01T12:00:00Z');
const draft = (overrides: Partial<InterviewDraft> = {}): InterviewDraft => ({
  application: { id: 7, email: 'sam@example.com' },
  stage: ' Technical ',
  durationMinutes: '45',
  mode: 'time',
  time: new CalendarDateTime(2027, 3, 2, 10, 0),
  slots: [],
  location: '',
  videoUrl: 'https://meet.example.com/abc',
  interviewers: 'Grace Hopper, Alan Turing,',
  instructions: '',
  timeZone: 'Europe/Berlin',
  ...overrides,
});

describe('reading an interview draft', () => {
  it('makes the schedule body of a set time, read in the recruiter’s zone', () => {
    expect(readInterviewDraft(draft(), NOW).body).toEqual({
      candidate_email: 'sam@example.com',
      application_id: 7,
      stage: 'Technical',
      starts_at: '2027-03-02T09:00:00.000Z',
      duration_minutes: 45,
      time_zone: 'Europe/Berlin',
      video_url: 'https://meet.example.com/abc',
      interviewers: ['Grace Hopper', 'Alan Turing'],
      instructions: '',
    });
  });

  it('offers each slot time once and sends no set time', () => {
    const slot = new CalendarDateTime(2027, 3, 3, 14, 30);
    const { body } = readInterviewDraft(draft({ mode: 'slots', slots: [slot, slot] }), NOW);
    expect(body).toMatchObject({ slots: ['2027-03-03T13:30:00.000Z'] });
    expect(body).not.toHaveProperty('starts_at');
  });

  it('names every field to fix and sends nothing', () => {
    const result = readInterviewDraft(
      draft({
        application: null,
        stage: ' ',
        durationMinutes: '2',
        mode: 'slots',
        slots: [
          new CalendarDateTime(2027, 3, 5, 9, 0),
          new CalendarDateTime(2027, 2, 1, 9, 0),
          null,
        ],
        videoUrl: 'meet.example.com',
      }),
      NOW,
    );
    expect(result.body).toBeUndefined();
    expect(result.errors).toEqual({
      application: 'errors.application',
      stage: 'errors.stage',
      durationMinutes: 'errors.duration',
      slots: [undefined, 'errors.timePast', 'errors.timeMissing'],
      videoUrl: 'errors.webLink',
    });
    expect(readInterviewDraft(draft({ time: null }), NOW).errors).toEqual({
      time: 'errors.timeMissing',
    });
  });
});
