import { api, type AdminInterviewInput, type AdminInterviewUpdate } from '@careers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** The tenant's interviews, upcoming and past, with their candidates. */
export const useAdminInterviews = () => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.interviews(domain),
    queryFn: ({ signal }) => callApi(api.listAdminInterviews, { query: { domain } }, { signal }),
  });
};

const useRefreshInterviews = () => {
  const queryClient = useQueryClient();
  const domain = useDomain();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.interviews(domain) });
};

/** Schedules an interview at a set time or with slots to choose from; the candidate is told. */
export const useScheduleInterview = () => {
  const domain = useDomain();
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: (body: AdminInterviewInput) =>
      callApi(api.scheduleInterview, { query: { domain }, body }),
    onSuccess: refresh,
  });
};

/** Changes an interview's time, place, link or interviewers; the candidate is told. */
export const useUpdateInterview = () => {
  const domain = useDomain();
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminInterviewUpdate }) =>
      callApi(api.updateInterview, { params: { id }, query: { domain }, body }),
    onSuccess: refresh,
  });
};

export const useCancelInterview = () => {
  const domain = useDomain();
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: (id: number) => callApi(api.cancelInterview, { params: { id }, query: { domain } }),
    onSuccess: refresh,
  });
};
