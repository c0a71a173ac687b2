import type { ApplicationStatus } from '@careers/shared';
import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations/0011_application_history_referrals.sql. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type ApplicationStatusActor = 'candidate' | 'employer';

export type ApplicationStatusEventsTable = {
  id: Generated<number>;
  tenant_id: number;
  application_id: number;
  status: ApplicationStatus;
  actor: ApplicationStatusActor;
  created_at: CreatedAt;
};

export type ReferralsTable = {
  id: Generated<number>;
  tenant_id: number;
  referrer_id: number;
  position_id: number;
  friend_name: string;
  friend_email: string;
  note: Generated<string>;
  token: string;
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
};

export type ApplicationHistoryTables = {
  application_status_events: ApplicationStatusEventsTable;
  referrals: ReferralsTable;
};
