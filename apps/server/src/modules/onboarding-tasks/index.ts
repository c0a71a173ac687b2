// Onboarding tasks after an accepted offer.
export { onboardingTasksRoutes } from './onboarding-tasks.routes.ts';
