export { PageTitleContext, usePageTitleParts } from './page-title-context.ts';
