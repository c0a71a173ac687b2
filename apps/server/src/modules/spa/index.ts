export { createSpaTemplate } from './spa-template.ts';
