import type { PageId } from '@careers/shared';

/**
 * Which product a page belongs to, for the theme: the careers site a visitor browses (`pcsx`:
 * search, a position, applying, signing in) or the talent experience of a signed-in candidate
 * (`tx`: dashboard, profile, applications, interviews, offers, forms). The theme builder's
 * `pcsx_hero_image` band shows on the first; `talent_experience_core` colours the second.
 */
export type PageExperience = 'pcsx' | 'tx';

const PCSX_PAGES: ReadonlySet<PageId> = new Set([
  'jobs',
  'singlePosition',
  'jtn',
  'applyPage',
  'login',
  'logout',
]);

export const experienceOf = (pageId: PageId | undefined): PageExperience =>
  pageId === undefined || PCSX_PAGES.has(pageId) ? 'pcsx' : 'tx';
