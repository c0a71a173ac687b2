import { ROUTES, type PageId } from '@careers/shared';

const PATTERNS = ROUTES.map((route) => ({
  pageId: route.pageId,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The page the web app shows at this path (its route table, in order), if any. */
export const pageIdOfPath = (path: string): PageId | undefined =>
  PATTERNS.find(({ pattern }) => pattern.test(path))?.pageId;
