import type { SiteSettings } from '@careers/shared';

export type PageKey = keyof SiteSettings['seo']['pageTitles'];
type Banner = NonNullable<SiteSettings['branding']['banners'][PageKey]>;
type Hero = NonNullable<SiteSettings['branding']['heroImages'][PageKey]>;

/** A per-page record with one page's value set, or taken out when it is empty. */
export const withPageValue = <T>(
  record: Partial<Record<PageKey, T>>,
  page: PageKey,
  value: T | undefined,
): Partial<Record<PageKey, T>> => {
  const next = { ...record };
  if (value === undefined) delete next[page];
  else next[page] = value;
  return next;
};

/** A banner with no text is no banner. */
export const bannerOrNothing = (banner: Banner): Banner | undefined =>
  banner.html.trim() ? banner : undefined;

/** A hero with no image is no hero. */
export const heroOrNothing = (hero: Hero): Hero | undefined =>
  hero.desktop.trim() || hero.tablet?.trim() || hero.phone?.trim() ? hero : undefined;

/** One address a line, blank lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The settings as they are sent: head scripts one address a line without blank ones, and a
 * hero's empty phone or tablet image left out (the desktop image then serves every screen).
 */
export const prepareForSave = (settings: SiteSettings): SiteSettings => {
  const scripts: Partial<Record<PageKey, string[]>> = {};
  for (const [page, lines] of Object.entries(settings.scriptConfig.pageLoadHeadScripts)) {
    const addresses = linesOf(lines.join('\n'));
    if (addresses.length) scripts[page as PageKey] = addresses;
  }
  const heroImages: Partial<Record<PageKey, Hero>> = {};
  for (const [page, hero] of Object.entries(settings.branding.heroImages)) {
    heroImages[page as PageKey] = {
      desktop: hero.desktop.trim(),
      alt: hero.alt,
      ...(hero.tablet?.trim() && { tablet: hero.tablet.trim() }),
      ...(hero.phone?.trim() && { phone: hero.phone.trim() }),
    };
  }
  return {
    ...settings,
    branding: { ...settings.branding, heroImages },
    scriptConfig: { pageLoadHeadScripts: scripts },
  };
};
