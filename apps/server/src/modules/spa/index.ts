// What other modules use of the page shell: the SPA's HTML template (the SEO pages fill it in).
export { createSpaTemplate } from './spa-template.ts';
export { sanitizePageHtml } from './sanitize-page-html.ts';
