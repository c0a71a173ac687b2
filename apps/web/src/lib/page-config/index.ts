export { selectHeadScripts, selectPageBanner, selectPageHero } from './page-config.ts';
export type { CustomBanner, HeroImage } from './page-config.ts';
export { deviceClassForWidth, heroImageFor, heroPreloads, heroSources } from './hero-sources.ts';
