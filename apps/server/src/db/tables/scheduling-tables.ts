import type { EventKind, EventRegistrationStatus, InterviewStatus } from '@careers/shared';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Kysely types of migrations/0012_interviews_events.sql. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type InterviewsTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number;
  application_id: number | null;
  position_id: number | null;
  position_name: string;
  stage: string;
  starts_at: Timestamp | null;
  duration_minutes: number;
  time_zone: string;
  location: string | null;
  video_url: string | null;
  interviewers: ColumnType<string[], string | undefined, string>;
  instructions: Generated<string>;
  status: Generated<InterviewStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type InterviewSlotsTable = {
  id: Generated<number>;
  tenant_id: number;
  starts_at: Timestamp;
  booked_interview_id: number | null;
  created_at: Timestamp;
};

export type InterviewSlotOffersTable = { interview_id: number; slot_id: number };

export type EventsTable = {
  id: Generated<number>;
  tenant_id: number;
  title: string;
  description: Generated<string>;
  kind: EventKind;
  starts_at: Timestamp;
  ends_at: Timestamp;
  time_zone: string;
  location: string | null;
  url: string | null;
  capacity: number | null;
  registered_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type EventRegistrationsTable = {
  id: Generated<number>;
  tenant_id: number;
  event_id: number;
  candidate_id: number;
  status: EventRegistrationStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SchedulingTables = {
  interviews: InterviewsTable;
  interview_slots: InterviewSlotsTable;
  interview_slot_offers: InterviewSlotOffersTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
};

export type InterviewRow = Selectable<InterviewsTable>;
export type EventRow = Selectable<EventsTable>;
