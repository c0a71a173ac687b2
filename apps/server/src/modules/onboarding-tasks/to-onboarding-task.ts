import { buildCareersUrl, type OnboardingTask, type OnboardingTaskStatus } from '@careers/shared';

export type TaskRow = {
  id: number;
  kind: 'form' | 'document' | 'plain';
  title: string;
  description: string;
  due_at: Date | null;
  completed_at: Date | null;
  position_name: string;
  enc_id: string;
  form_key: string | null;
  assignment_status: 'open' | 'in_progress' | 'completed' | null;
  document_status: string | null;
  document_updated_at: Date | null;
};

/** A form task follows its assignment; a document task is complete once signed. */
const statusOf = (row: TaskRow): OnboardingTaskStatus => {
  if (row.kind === 'form')
    return row.assignment_status === 'completed'
      ? 'complete'
      : row.assignment_status === 'in_progress'
        ? 'in_progress'
        : 'not_started';
  if (row.kind === 'document') return row.document_status === 'Signed' ? 'complete' : 'not_started';
  return row.completed_at ? 'complete' : 'not_started';
};

const linkOf = (row: TaskRow, domain: string) => {
  if (row.kind === 'form' && row.form_key)
    return buildCareersUrl('/forms', domain, { form_id: row.form_key });
  if (row.kind === 'document') return buildCareersUrl(`/offer/${row.enc_id}`, domain);
  return null;
};

export const toOnboardingTask = (row: TaskRow, domain: string, now: Date): OnboardingTask => {
  const status = statusOf(row);
  const completedAt =
    status !== 'complete'
      ? null
      : row.kind === 'plain'
        ? row.completed_at
        : row.kind === 'document'
          ? row.document_updated_at
          : null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    status,
    dueAt: row.due_at ? new Date(row.due_at).toISOString() : null,
    isOverdue: status !== 'complete' && row.due_at !== null && new Date(row.due_at) < now,
    completedAt: completedAt ? new Date(completedAt).toISOString() : null,
    positionName: row.position_name,
    link: linkOf(row, domain),
    canMarkDone: row.kind === 'plain',
  };
};
