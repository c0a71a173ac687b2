import { logoutResponseSchema } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { refreshAfterSignOut } from './refresh-session-queries.ts';

/** POST /api/auth/logout?domain= : ends the session; the answer carries the visitor's CSRF token. */
export const logout = (domain: string) =>
  http.post(
    '/api/auth/logout',
    {},
    {
      params: { domain },
      schema: logoutResponseSchema.shape.data,
    },
  );

export const useLogout = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(domain),
    onSuccess: () => refreshAfterSignOut(queryClient),
  });
};
