import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { applicationStatusSchema, dashboardApplicationSchema } from './application-model.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';

/** The statuses an employer moves an application to; withdrawing is the candidate's own act. */
export const EMPLOYER_APPLICATION_STATUSES = [
  'in_review',
  'interviewing',
  'offered',
  'hired',
  'rejected',
] as const;
export type EmployerApplicationStatus = (typeof EMPLOYER_APPLICATION_STATUSES)[number];

/** PUT /api/admin/applications/{id}/status */
export const setApplicationStatusBodySchema = z.object({
  domain: z.string().optional(),
  status: applicationStatusSchema.extract(EMPLOYER_APPLICATION_STATUSES),
});
export type SetApplicationStatusBody = z.infer<typeof setApplicationStatusBodySchema>;

/** Withdrawing by the candidate, and the employer's moves; each change joins the history. */
export const applicationStatusEndpoints = defineEndpoints({
  withdrawApplication: {
    method: 'POST',
    path: '/api/pcsx/applications/:id/withdraw',
    summary: 'Withdraw one of the candidate’s applications',
    description: 'Another candidate’s application is 404; a second withdrawal 409.',
    tags: ['applications'],
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    data: dashboardApplicationSchema,
    errors: ['already_withdrawn', 'application_closed'],
  },
  setApplicationStatus: {
    method: 'PUT',
    path: '/api/admin/applications/:id/status',
    summary: 'Move an application to another status; the candidate is told in-app and by email',
    tags: ['admin applications'],
    access: 'admin',
    permission: 'applications',
    params: idParamsSchema,
    query: domainQuerySchema,
    body: setApplicationStatusBodySchema,
    data: dashboardApplicationSchema,
    errors: ['already_withdrawn', 'conflict'],
  },
});
