import { api, requestCodeBodySchema, type RequestCodeBody } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';

/** Emails a 6-digit sign-in code; the address goes out trimmed and in lower case. */
export const requestCode = (input: RequestCodeBody, domain: string) =>
  callApi(api.requestSignInCode, { query: { domain }, body: requestCodeBodySchema.parse(input) });

export const useRequestCode = () => {
  const domain = useDomain();
  return useMutation({ mutationFn: (input: RequestCodeBody) => requestCode(input, domain) });
};
