import type { FormDefinition } from '@careers/shared';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import { ownAnswerFiles } from './form-files.ts';
import type { FileOwner } from './prepare-answer-files.ts';
import type { FormResponsesTable } from '../../db/tables/form-tables.ts';

/** A stored response as the API returns it: answers with the owner's own files. */
export const toSavedResponse = async (
  deps: Pick<AppDeps, 'db'>,
  owner: FileOwner,
  definition: FormDefinition,
  row: Pick<Selectable<FormResponsesTable>, 'answers' | 'status' | 'updated_at'>,
) => ({
  answers: await ownAnswerFiles(deps, owner, definition, row.answers),
  status: row.status,
  updated_at: row.updated_at.toISOString(),
});
