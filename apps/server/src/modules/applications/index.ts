export { applicationsRoutes } from './applications.routes.ts';
export { findApplicationForm } from './find-application-form.ts';
