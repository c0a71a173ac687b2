// What other modules read of the profile: its routes, its stored sections and the current resume.
export { readCurrentResume } from './current-resume.ts';
export { profileRoutes } from './profile.routes.ts';
export { readStoredSections } from './stored-profile.ts';
