import type { FormDefinition } from '@careers/shared';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { loadAnswerFiles } from './form-files.ts';
import type { FileOwner } from './prepare-answer-files.ts';
import type { FormResponsesTable } from '../../db/tables/form-tables.ts';

/** A stored response as the API returns it: answers with their files' content. */
export const toSavedResponse = async (
  deps: Pick<AppDeps, 'files'>,
  owner: FileOwner,
  definition: FormDefinition,
  row: Pick<Selectable<FormResponsesTable>, 'answers' | 'status' | 'updated_at'>,
) => ({
  answers: await loadAnswerFiles(deps, owner, definition, row.answers),
  status: row.status,
  updated_at: row.updated_at.toISOString(),
});
