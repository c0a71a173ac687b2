import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../../db/schema.ts';

/** What every section of the data export gets: the candidate on one tenant, and how to link. */
export type ExportContext = {
  db: Kysely<Database>;
  tenant: { id: number; domain: string };
  candidate: Candidate;
  /** An absolute link to one of the candidate's files (they download it signed in). */
  fileLink: (fileId: string) => string;
  /** An absolute link to a path of this site with the tenant's `domain`. */
  siteLink: (path: string) => string;
};

/** One area's part of the export: a name (the key in the file) and what it collects. */
export type ExportSection = {
  name: string;
  collect: (context: ExportContext) => Promise<unknown>;
};

export const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
