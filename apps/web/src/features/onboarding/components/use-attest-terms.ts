import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDomain } from '@/lib/boot-data/index.ts';
import { acceptTermsOfService } from '../api/accept-terms-of-service.ts';
import { completeOnboarding } from '../api/complete-onboarding.ts';

type AttestTermsOptions = { isOnboarded: boolean; onDone: () => void };

/**
 * Spec 000 section 4: attest the terms, then trigger onboarding once if the candidate is not
 * onboarded, then reload. A retry after a failure skips the steps that already succeeded, so
 * onboarding is never posted twice.
 */
export const useAttestTerms = ({ isOnboarded, onDone }: AttestTermsOptions) => {
  const domain = useDomain();
  const done = useRef({ terms: false, onboarding: isOnboarded });
  return useMutation({
    mutationFn: async () => {
      if (!done.current.terms) {
        await acceptTermsOfService(domain);
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
