import type { PageId, TenantConfig } from '@careers/shared';

type PerPage<T> = Partial<Record<PageId | 'default', T>>;

/** A per-page tenant setting: the page's own entry, else the tenant's 'default' entry. */
export const forPage = <T>(settings: PerPage<T>, pageId: PageId): T | undefined =>
  settings[pageId] ?? settings.default;

export type CustomBanner = NonNullable<TenantConfig['branding']['banners']['default']>;
export type HeroImage = NonNullable<TenantConfig['branding']['heroImages']['default']>;

export const selectPageBanner = (config: TenantConfig, pageId: PageId): CustomBanner | undefined =>
  forPage(config.branding.banners, pageId);

export const selectPageHero = (config: TenantConfig, pageId: PageId): HeroImage | undefined =>
  forPage(config.branding.heroImages, pageId);

export const selectHeadScripts = (config: TenantConfig, pageId: PageId): readonly string[] => [
  ...new Set(forPage(config.scriptConfig.pageLoadHeadScripts, pageId) ?? []),
];
