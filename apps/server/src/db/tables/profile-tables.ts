import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely type of migrations/0010_candidate_profile.sql; joined into `Database` in db/schema.ts. */
export type CandidateResumesTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number;
  file_id: string;
  file_name: string;
  content_type: string;
  size: number;
  is_current: Generated<boolean>;
  parse_status: 'parsed' | 'nothing_found' | 'unreadable';
  uploaded_at: Timestamp;
};

export type ProfileTables = { candidate_resumes: CandidateResumesTable };
