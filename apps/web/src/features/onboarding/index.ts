export {
  TermsOfServiceGate,
  type TermsOfServiceGateProps,
} from './components/terms-of-service-gate.tsx';
export {
  ProfileBootstrappingScreen,
  type ProfileBootstrappingScreenProps,
} from './components/profile-bootstrapping-screen.tsx';
