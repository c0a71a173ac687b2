export { adminFormsRoutes } from './admin-forms.routes.ts';
export { formsRoutes } from './forms.routes.ts';
export { assignForm } from './assign-form.ts';
