// What other parts of the server use of the applications feature.
export { findApplicationForm } from './find-application-form.ts';
