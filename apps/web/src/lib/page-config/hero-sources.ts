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

/** A narrower device's image and the width it is shown below. */
type NarrowChoice = { src: string; below: number };

/** The images the `<picture>` chooses from before desktop, narrowest first. */
const narrowChoices = (hero: HeroImage): NarrowChoice[] => {
  const choices: NarrowChoice[] = [];
  const phone = heroImageFor(hero, 'phone');
  const tablet = heroImageFor(hero, 'tablet');
  if (phone !== tablet && phone !== hero.desktop) {
    choices.push({ src: phone, below: BREAKPOINTS.tablet });
  }
  if (tablet !== hero.desktop) choices.push({ src: tablet, below: BREAKPOINTS.desktop });
  return choices;
};

const narrowerThan = (width: number) => `(max-width: ${width - 0.02}px)`;

/** The `<source>` elements of the hero's `<picture>`, narrowest first; the `<img>` is desktop. */
export const heroSources = (hero: HeroImage): HeroSource[] =>
  narrowChoices(hero).map((choice) => ({ media: narrowerThan(choice.below), srcSet: choice.src }));

export type HeroPreload = { href: string; media?: string };

/**
 * One preload per image the `<picture>` may show, each for only the widths where it shows it: a
 * browser fetches the one image it will paint, before the page's scripts.
 */
export const heroPreloads = (hero: HeroImage): HeroPreload[] => {
  let from: number | undefined;
  const preloads: HeroPreload[] = narrowChoices(hero).map((choice) => {
    const media = [
      from === undefined ? '' : `(min-width: ${from}px) and `,
      narrowerThan(choice.below),
    ];
    from = choice.below;
    return { href: choice.src, media: media.join('') };
  });
  preloads.push(
    from === undefined
      ? { href: hero.desktop }
      : { href: hero.desktop, media: `(min-width: ${from}px)` },
  );
  return preloads;
};
