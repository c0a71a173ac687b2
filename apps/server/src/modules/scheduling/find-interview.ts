import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InterviewRow } from '../../db/tables/scheduling-tables.ts';
import { notFound } from '../../http/app-error.ts';

export type InterviewScope = { tenantId: number; candidateId?: number };

export const interviewNotFound = () =>
  notFound('This interview was not found. It may have been removed or the link is wrong.');

/**
 * The interview by id within the tenant (and the candidate's own, when given); 404 otherwise, so
 * another candidate's or another tenant's interview looks like one that does not exist.
 */
export const findInterview = async (
  db: Kysely<Database>,
  scope: InterviewScope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<InterviewRow> => {
  let query = db
    .selectFrom('interviews')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', scope.tenantId);
  if (scope.candidateId !== undefined) query = query.where('candidate_id', '=', scope.candidateId);
  if (options.forUpdate) query = query.forUpdate();
  const interview = await query.executeTakeFirst();
  if (!interview) throw interviewNotFound();
  return interview;
};
