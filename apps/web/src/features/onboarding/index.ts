export {
  TermsOfServiceGate,
  type TermsOfServiceGateProps,
} from './components/terms-of-service-gate.tsx';
export {
  ProfileBootstrappingScreen,
  type ProfileBootstrappingScreenProps,
} from './components/profile-bootstrapping-screen.tsx';
export {
  getTermsOfService,
  termsOfServiceQueryOptions,
  useTermsOfService,
} from './api/get-terms-of-service.ts';
export { acceptTermsOfService, useAcceptTermsOfService } from './api/accept-terms-of-service.ts';
export { completeOnboarding, useCompleteOnboarding } from './api/complete-onboarding.ts';
export { bootstrapProfile, useBootstrapProfile } from './api/bootstrap-profile.ts';
