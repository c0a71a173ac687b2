import { api } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { refreshAfterSignOut } from './refresh-session-queries.ts';

/** Ends the session; the answer carries the visitor's CSRF token, which the client adopts. */
export const logout = (domain: string) => callApi(api.logout, { query: { domain } });

export const useLogout = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(domain),
    onSuccess: () => refreshAfterSignOut(queryClient),
  });
};
