import { escapeMarkup } from '@careers/shared';
import { heroPreloads, type HeroImage } from '@/lib/page-config/index.ts';

/**
 * The hero's preloads for the head of a server-rendered page, to go before its scripts: on a
 * phone the hero is the largest paint, and the page's many script preloads would otherwise
 * take the connections first. One link per image, each for the widths that show it.
 */
export const heroPreloadLinks = (hero: HeroImage | undefined): string =>
  hero
    ? heroPreloads(hero)
        .map(
          ({ href, media }) =>
            `<link rel="preload" as="image" href="${escapeMarkup(href)}"${
              media ? ` media="${escapeMarkup(media)}"` : ''
            } fetchpriority="high">`,
        )
        .join('')
    : '';
