import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDomain } from '@/lib/boot-data/index.ts';
import { completeOnboarding } from '@/lib/data/onboarding.ts';
import { attestTermsOfService } from '@/lib/data/terms-of-service.ts';

type AttestTermsOptions = { isOnboarded: boolean; onDone: () => void };

/**
 * Attest the terms, then trigger onboarding once if the candidate is not onboarded, then
 * reload. A retry after a failure skips the steps that already succeeded, so
 * onboarding is never posted twice.
 */
export const useAttestTerms = ({ isOnboarded, onDone }: AttestTermsOptions) => {
  const domain = useDomain();
  const done = useRef({ terms: false, onboarding: isOnboarded });
  return useMutation({
    mutationFn: async () => {
      if (!done.current.terms) {
        await attestTermsOfService(domain);
        done.current.terms = true;
      }
      if (!done.current.onboarding) {
        await completeOnboarding(domain);
        done.current.onboarding = true;
      }
    },
    onSuccess: onDone,
  });
};
