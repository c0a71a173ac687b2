import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely types of migrations/0013_account.sql; joined into `Database` in db/schema.ts. */
export type OnboardingTasksTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number;
  offer_id: number;
  kind: 'form' | 'document' | 'plain';
  title: string;
  description: string;
  due_at: Timestamp | null;
  form_id: number | null;
  offer_document_id: number | null;
  completed_at: Timestamp | null;
  created_at: Timestamp;
};

/** What the employer keeps of a deleted account: outcomes and dates, nothing personal. */
export type AnonymisedRecordsTable = {
  id: Generated<number>;
  tenant_id: number;
  kind: 'application' | 'offer';
  position_id: number | null;
  position_name: string;
  status: string;
  started_at: Timestamp;
  decided_at: Timestamp | null;
  anonymised_at: Timestamp;
};

export type AccountTables = {
  onboarding_tasks: OnboardingTasksTable;
  anonymised_records: AnonymisedRecordsTable;
};
