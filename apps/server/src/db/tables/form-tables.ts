import type { ApplicationStatus, FormKind, FormStatus } from '@careers/shared';
import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations/0007_forms.sql. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type FormsTable = {
  id: Generated<number>;
  tenant_id: number;
  form_key: string;
  kind: FormKind;
  title: string;
  definition: Json<unknown>;
  is_public: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type FormAssignmentsTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number;
  form_id: number;
  status: Generated<FormStatus>;
  due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type FormResponsesTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number | null;
  form_id: number;
  position_id: number | null;
  status: 'draft' | 'submitted';
  answers: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type ApplicationsTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number | null;
  email: string | null;
  position_id: number;
  form_response_id: number;
  status: Generated<ApplicationStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type FormTables = {
  forms: FormsTable;
  form_assignments: FormAssignmentsTable;
  form_responses: FormResponsesTable;
  applications: ApplicationsTable;
};
