import { termsOfServiceResponseSchema } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** POST /api/pcsx/terms_of_service?domain= : attests the terms for the signed-in candidate. */
export const acceptTermsOfService = (domain: string) =>
  http.post(
    '/api/pcsx/terms_of_service',
    {},
    { params: { domain }, schema: termsOfServiceResponseSchema.shape.data },
  );

export const useAcceptTermsOfService = () => {
  const domain = useDomain();
  return useMutation({ mutationFn: () => acceptTermsOfService(domain) });
};
