import { FORM_STATUSES, type FormStatus, type FormSummary } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';

/** The forms centre: forms assigned to the candidate, newest first, by status tab. */
export const listCandidateForms = async (
  deps: Pick<AppDeps, 'db'>,
  candidateId: number,
  options: { tabId?: FormStatus; includeTabList: boolean },
) => {
  const rows = await deps.db
    .selectFrom('form_assignments as a')
    .innerJoin('forms as f', 'f.id', 'a.form_id')
    .select([
      'f.form_key',
      'f.title',
      'f.kind',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'a.due_at',
    ])
    .where('a.candidate_id', '=', candidateId)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const forms: FormSummary[] = rows
    .filter((row) => !options.tabId || row.status === options.tabId)
    .map((row) => ({
      form_id: row.form_key,
      title: row.title,
      kind: row.kind,
      status: row.status,
      assigned_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      due_at: row.due_at?.toISOString() ?? null,
    }));
  if (!options.includeTabList) return { forms };
  const tabList = FORM_STATUSES.map((id) => ({
    id,
    count: rows.filter((row) => row.status === id).length,
  }));
  return { forms, tabList };
};
