import { Suspense } from 'react';
import { useBootData } from '@/lib/boot-data/index.ts';
import { LazyTermsOfServiceGate } from '../lazy-features.ts';

/** A signed-in candidate must attest the terms of service when the tenant enables them. */
export const SignedInGates = () => {
  const { isLoggedIn, config, onboardingData } = useBootData();
  if (!isLoggedIn || !config.termsOfService.enabled) return null;
  return (
    <Suspense fallback={null}>
      <LazyTermsOfServiceGate
        config={config.termsOfService}
        isOnboarded={onboardingData.isOnboarded}
      />
    </Suspense>
  );
};
