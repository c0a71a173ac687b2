import {
  requestCodeBodySchema,
  requestCodeResponseSchema,
  type RequestCodeBody,
} from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** POST /api/auth/code?domain= : emails a 6-digit sign-in code. */
export const requestCode = (input: RequestCodeBody, domain: string) =>
  http.post('/api/auth/code', requestCodeBodySchema.parse(input), {
    params: { domain },
    schema: requestCodeResponseSchema.shape.data,
  });

export const useRequestCode = () => {
  const domain = useDomain();
  return useMutation({ mutationFn: (input: RequestCodeBody) => requestCode(input, domain) });
};
