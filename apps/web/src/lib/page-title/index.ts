export { buildPageTitle } from './build-page-title.ts';
export type { PageTitleParts } from './build-page-title.ts';
export { PageTitleContext, usePageTitleParts } from './page-title-context.ts';
