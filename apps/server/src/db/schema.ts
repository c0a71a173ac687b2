import type { EmployerRole, EmploymentType, WorkplaceType } from '@careers/shared';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AccountTables } from './tables/account-tables.ts';
import type { ApplicationHistoryTables } from './tables/application-history-tables.ts';
import type { ChatTables } from './tables/chat-tables.ts';
import type { FormTables } from './tables/form-tables.ts';
import type { JobTables } from './tables/job-tables.ts';
import type { NotificationTables } from './tables/notification-tables.ts';
import type { OfferTables } from './tables/offer-tables.ts';
import type { ProfileTables } from './tables/profile-tables.ts';
import type { SchedulingTables } from './tables/scheduling-tables.ts';
import type { SearchExperienceTables } from './tables/search-experience-tables.ts';
import type { ThemeTables } from './tables/theme-tables.ts';

/** Table types for Kysely; they mirror migrations/*.sql. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type SettingsTable = { key: string; value: string };

export type TenantsTable = {
  id: Generated<number>;
  domain: string;
  name: string;
  config: Json<unknown>;
  config_version: Generated<number>;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type CandidatesTable = {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  preferred_name: ColumnType<string | null, string | null | undefined, string | null>;
  avatar_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  profile: Json<Record<string, unknown>>;
  /** migrations/0016_employer_roles.sql: null for a candidate; an employer user's role */
  employer_role: ColumnType<
    EmployerRole | null,
    EmployerRole | null | undefined,
    EmployerRole | null
  >;
  is_onboarded: Generated<boolean>;
  is_bootstrapped: Generated<boolean>;
  tos_attested_at: Timestamp | null;
  /** migrations/0013_account.sql: the candidate's settings */
  interface_language: Generated<string | null>;
  time_zone: Generated<string | null>;
  notification_preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type SessionsTable = {
  id: string;
  tenant_id: number;
  candidate_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
};

export type AuthCodesTable = {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  /** The address that asked for the code: a new request replaces only that address's codes. */
  requested_ip: string | null;
  /** migrations/0024: wrong guesses from other addresses than `requested_ip` (`attempts`: from it). */
  foreign_attempts: Generated<number>;
};

/** migrations/0024: an address a candidate signed in from (the per-email ceiling spares it). */
export type SignInAddressesTable = {
  tenant_id: number;
  candidate_id: number;
  ip: string;
  last_signed_in_at: Timestamp;
};

/** A rate-limit counter: the points used by a key until `expires_at` (null: never expires). */
export type RateLimitCountersTable = { key: string; points: number; expires_at: Timestamp | null };

export type PositionsTable = {
  id: Generated<number>;
  tenant_id: number;
  title: string;
  description: string;
  department: string;
  job_family: string;
  employment_type: EmploymentType;
  is_remote: boolean;
  posted_at: Timestamp;
  closes_at: Timestamp | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: 'year' | 'month' | 'hour' | null;
  skills: ColumnType<string[], string[], string[]>;
  status: 'open' | 'closed';
  /** 0015_position_posting_details.sql */
  display_job_id: ColumnType<string | null, string | null | undefined, string | null>;
  workplace_type: ColumnType<WorkplaceType, WorkplaceType | undefined, WorkplaceType>;
  remote_locations: ColumnType<string[], string[] | undefined, string[]>;
  /** 0020_position_translations.sql: the language of `title` and `description`. */
  default_language: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type PositionLocationsTable = {
  id: Generated<number>;
  position_id: number;
  sort_order: number;
  display_name: string;
  city: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  street_address: ColumnType<string | null, string | null | undefined, string | null>;
  postal_code: ColumnType<string | null, string | null | undefined, string | null>;
};

/** 0020_position_translations.sql: a position's title and description in another language. */
export type PositionTranslationsTable = {
  position_id: number;
  language: string;
  title: string;
  description: string;
};

export type FilesTable = {
  id: string;
  tenant_id: number;
  candidate_id: number | null;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Uint8Array | null;
  storage_key: string | null;
  created_at: CreatedAt;
};

export type OutboxMailTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
};

export type ApiTokensTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  /** SHA-256 hex of the token; the token itself is shown once and never stored. */
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
};

export type Database = AccountTables &
  ApplicationHistoryTables &
  ChatTables &
  FormTables &
  JobTables &
  NotificationTables &
  OfferTables &
  ProfileTables &
  SchedulingTables &
  SearchExperienceTables &
  ThemeTables & {
    settings: SettingsTable;
    tenants: TenantsTable;
    candidates: CandidatesTable;
    sessions: SessionsTable;
    auth_codes: AuthCodesTable;
    sign_in_addresses: SignInAddressesTable;
    rate_limit_counters: RateLimitCountersTable;
    positions: PositionsTable;
    position_locations: PositionLocationsTable;
    position_translations: PositionTranslationsTable;
    files: FilesTable;
    outbox_mail: OutboxMailTable;
    analytics_events: AnalyticsEventsTable;
    api_tokens: ApiTokensTable;
  };

export type Candidate = Selectable<CandidatesTable>;

export type AnalyticsEventsTable = {
  id: Generated<string>;
  tenant_id: number;
  candidate_id: number | null;
  event: string;
  namespace: string;
  position_id: number | null;
  data: Json<unknown>;
  created_at: Timestamp;
};
