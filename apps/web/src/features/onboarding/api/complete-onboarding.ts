import { onboardingResponseSchema } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** POST /api/pcsx/onboarding?domain= : marks the candidate onboarded (once, after the terms). */
export const completeOnboarding = (domain: string) =>
  http.post(
    '/api/pcsx/onboarding',
    {},
    { params: { domain }, schema: onboardingResponseSchema.shape.data },
  );

export const useCompleteOnboarding = () => {
  const domain = useDomain();
  return useMutation({ mutationFn: () => completeOnboarding(domain) });
};
