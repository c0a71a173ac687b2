import { api, verifyCodeBodySchema, type VerifyCodeBody } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { refreshAfterSignIn } from './refresh-session-queries.ts';

/** Signs in with the emailed code; the http client adopts the new CSRF token. */
export const verifyCode = (input: VerifyCodeBody, domain: string) =>
  callApi(
    api.verifySignInCode,
    { query: { domain }, body: verifyCodeBodySchema.parse(input) },
    // 'Too many tries' needs the server's words (request a new code), not the generic 429 text.
    { suppressRateLimitMessage: true },
  );

/** Stays pending until the boot data knows the new user, so callers can close or navigate. */
export const useVerifyCode = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyCodeBody) => verifyCode(input, domain),
    onSuccess: () => refreshAfterSignIn(queryClient),
  });
};
