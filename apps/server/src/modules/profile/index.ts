// What other modules read of the profile: its routes, its stored sections, the current resume
// and the facts the boot data carries.
export { assetBaseOf } from './asset-base.ts';
export { bootProfileOf } from './boot-profile.ts';
export { loadProfile } from './load-profile.ts';
export { readResumeFile } from './manage-resumes.ts';
export { readCurrentResume } from './current-resume.ts';
export { profileRoutes } from './profile.routes.ts';
export { readStoredSections } from './stored-profile.ts';
