export { forPage, selectHeadScripts, selectPageBanner, selectPageHero } from './page-config.ts';
export type { CustomBanner, HeroImage } from './page-config.ts';
export { deviceClassForWidth, heroImageFor, heroSources } from './hero-sources.ts';
export type { DeviceClass, HeroSource } from './hero-sources.ts';
