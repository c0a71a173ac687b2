export { buildPageTitle } from './build-page-title.ts';
export type { PageTitleInput, PageTitleParts } from './build-page-title.ts';
export { PageTitleContext, usePageTitleParts } from './page-title-context.ts';
