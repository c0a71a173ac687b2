// What other parts of the server use of the applications feature.
export { adminApplicationsRoutes } from './admin-applications.routes.ts';
export { applicationsRoutes } from './applications.routes.ts';
export { findApplicationForm } from './find-application-form.ts';
export { loadHistories } from './application-history.ts';
