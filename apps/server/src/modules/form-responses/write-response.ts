import type { FormAnswers } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { fileIdsOf } from './answer-file-values.ts';
import { assertFileRules } from './check-file-rules.ts';
import { assertValidAnswers } from './form-answers.ts';
import { removeUnreferencedFiles } from './form-files.ts';
import { prepareAnswerFiles } from './prepare-answer-files.ts';
import type { LoadedForm } from './find-form.ts';

export type ResponseOwner = {
  tenantId: number;
  candidateId: number | null;
  /** Set for application answers. */
  positionId: number | null;
};

/** The candidate's open draft of a form (for a position, when it is an application). */
export const findDraft = (db: Kysely<Database>, formId: number, owner: ResponseOwner) => {
  let query = db
    .selectFrom('form_responses')
    .selectAll()
    .where('form_id', '=', formId)
    .where('status', '=', 'draft')
    .where('candidate_id', '=', owner.candidateId);
  query =
    owner.positionId === null
      ? query.where('position_id', 'is', null)
      : query.where('position_id', '=', owner.positionId);
  return query.executeTakeFirst();
};

/**
 * Writes answers as the owner's draft, or as a submission (which replaces the draft). Every file
 * the answers name is checked first (the owner's own uploads only, of a type the field accepts,
 * measured as stored), then the field rules: a draft obeys the file rules, a submission every
 * rule (422 per field). Files the replaced draft no longer names are removed after the write
 * commits; an upload no answers ever named is left to the orphaned-files job.
 */
export const writeResponse = async (
  deps: Pick<AppDeps, 'db' | 'files' | 'clock'>,
  {
    loaded,
    owner,
    answers,
    status,
    afterWrite,
  }: {
    loaded: LoadedForm;
    owner: ResponseOwner;
    answers: FormAnswers;
    status: 'draft' | 'submitted';
    /** Runs in the write's transaction, with the response's id. */
    afterWrite?: (trx: Kysely<Database>, responseId: number) => Promise<void>;
  },
) => {
  const { definition } = loaded.form;
  const ownerIds = { tenantId: owner.tenantId, candidateId: owner.candidateId };
  const now = deps.clock.now();
  const stored = await prepareAnswerFiles(deps, ownerIds, definition, answers);
  assertFileRules(definition, stored, { isDraft: status === 'draft' });
  if (status === 'submitted') assertValidAnswers(definition, stored, now);
  let replaced: string[] = [];
  const row = await deps.db.transaction().execute(async (trx) => {
    const draft =
      owner.candidateId === null ? undefined : await findDraft(trx, loaded.row.id, owner);
    replaced = draft ? fileIdsOf(draft.answers) : [];
    const values = {
      answers: JSON.stringify(stored),
      status,
      updated_at: now,
      submitted_at: status === 'submitted' ? now : null,
    };
    const row = draft
      ? await trx
          .updateTable('form_responses')
          .set(values)
          .where('id', '=', draft.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('form_responses')
          .values({
            ...values,
            tenant_id: owner.tenantId,
            candidate_id: owner.candidateId,
            form_id: loaded.row.id,
            position_id: owner.positionId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
    await afterWrite?.(trx, row.id);
    return row;
  });
  const kept = new Set(fileIdsOf(stored));
  const dropped = replaced.filter((id) => !kept.has(id));
  // the answers are saved: a file left behind is the clean-up's to remove, not the caller's error
  await removeUnreferencedFiles(deps, owner.tenantId, dropped).catch(() => undefined);
  return row;
};
