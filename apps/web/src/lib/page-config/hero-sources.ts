import { BREAKPOINTS } from '@careers/shared';
import type { HeroImage } from './page-config.ts';

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** Phone below 600 px, tablet below 1024 px, desktop from there. */
export const deviceClassForWidth = (width: number): DeviceClass =>
  width < BREAKPOINTS.tablet ? 'phone' : width < BREAKPOINTS.desktop ? 'tablet' : 'desktop';

/** The image for a device: a missing phone image falls back to the tablet one, then desktop. */
export const heroImageFor = (hero: HeroImage, device: DeviceClass): string => {
  if (device === 'phone') return hero.phone ?? hero.tablet ?? hero.desktop;
  if (device === 'tablet') return hero.tablet ?? hero.desktop;
  return hero.desktop;
};

export type HeroSource = { media: string; srcSet: string };

/** The `<source>` elements of the hero's `<picture>`, narrowest first; the `<img>` is desktop. */
export const heroSources = (hero: HeroImage): HeroSource[] => {
  const sources: HeroSource[] = [];
  const phone = heroImageFor(hero, 'phone');
  const tablet = heroImageFor(hero, 'tablet');
  if (phone !== tablet && phone !== hero.desktop) {
    sources.push({ media: `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`, srcSet: phone });
  }
  if (tablet !== hero.desktop) {
    sources.push({ media: `(max-width: ${BREAKPOINTS.desktop - 0.02}px)`, srcSet: tablet });
  }
  return sources;
};
