import { tenantConfigSchema, type TenantConfigInput } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import {
  deviceClassForWidth,
  heroImageFor,
  heroPreloads,
  heroSources,
  selectHeadScripts,
  selectPageBanner,
  selectPageHero,
} from './index.ts';

const config = (
  branding: Partial<TenantConfigInput['branding']>,
  extra: Partial<TenantConfigInput> = {},
) => tenantConfigSchema.parse({ branding: { companyName: 'Northwind', ...branding }, ...extra });

describe('per-page banner and hero selection', () => {
  const tenant = config({
    banners: {
      jobs: { type: 'info', html: '<p>Jobs</p>' },
      default: { type: 'alert', html: '<p>Everywhere</p>' },
    },
    heroImages: { profile: { desktop: '/profile.jpg' } },
  });

  it("uses the page's own banner, else the default one", () => {
    expect(selectPageBanner(tenant, 'jobs')).toEqual({ type: 'info', html: '<p>Jobs</p>' });
    expect(selectPageBanner(tenant, 'offers')).toEqual({
      type: 'alert',
      html: '<p>Everywhere</p>',
    });
  });

  it('shows a hero only on pages that have one (or a default)', () => {
    expect(selectPageHero(tenant, 'profile')?.desktop).toBe('/profile.jpg');
    expect(selectPageHero(tenant, 'jobs')).toBeUndefined();
  });

  it('deduplicates the head scripts of a page', () => {
    const withScripts = config(
      {},
      {
        scriptConfig: {
          pageLoadHeadScripts: { jobs: ['https://a.example/x.js', 'https://a.example/x.js'] },
        },
      },
    );
    expect(selectHeadScripts(withScripts, 'jobs')).toEqual(['https://a.example/x.js']);
    expect(selectHeadScripts(withScripts, 'profile')).toEqual([]);
  });
});

describe('hero image by device width', () => {
  const hero = { phone: '/p.jpg', tablet: '/t.jpg', desktop: '/d.jpg', alt: '' };

  it('classes widths at the 600 and 1024 px breakpoints', () => {
    expect(deviceClassForWidth(390)).toBe('phone');
    expect(deviceClassForWidth(599)).toBe('phone');
    expect(deviceClassForWidth(600)).toBe('tablet');
    expect(deviceClassForWidth(1023)).toBe('tablet');
    expect(deviceClassForWidth(1024)).toBe('desktop');
  });

  it('picks the image of the device, falling back to the next larger one', () => {
    expect(heroImageFor(hero, deviceClassForWidth(390))).toBe('/p.jpg');
    expect(heroImageFor(hero, deviceClassForWidth(800))).toBe('/t.jpg');
    expect(heroImageFor(hero, deviceClassForWidth(1280))).toBe('/d.jpg');
    expect(heroImageFor({ desktop: '/d.jpg', tablet: '/t.jpg', alt: '' }, 'phone')).toBe('/t.jpg');
    expect(heroImageFor({ desktop: '/d.jpg', alt: '' }, 'phone')).toBe('/d.jpg');
  });

  it('builds picture sources with the breakpoint media queries', () => {
    expect(heroSources(hero)).toEqual([
      { media: '(max-width: 599.98px)', srcSet: '/p.jpg' },
      { media: '(max-width: 1023.98px)', srcSet: '/t.jpg' },
    ]);
    expect(heroSources({ desktop: '/d.jpg', tablet: '/t.jpg', alt: '' })).toEqual([
      { media: '(max-width: 1023.98px)', srcSet: '/t.jpg' },
    ]);
    expect(heroSources({ desktop: '/d.jpg', alt: '' })).toEqual([]);
  });

  it('preloads each image only at the widths where the picture shows it', () => {
    expect(heroPreloads(hero)).toEqual([
      { href: '/p.jpg', media: '(max-width: 599.98px)' },
      { href: '/t.jpg', media: '(min-width: 600px) and (max-width: 1023.98px)' },
      { href: '/d.jpg', media: '(min-width: 1024px)' },
    ]);
    // no phone image: a phone shows the tablet one
    expect(heroPreloads({ desktop: '/d.jpg', tablet: '/t.jpg', alt: '' })).toEqual([
      { href: '/t.jpg', media: '(max-width: 1023.98px)' },
      { href: '/d.jpg', media: '(min-width: 1024px)' },
    ]);
    expect(heroPreloads({ desktop: '/d.jpg', alt: '' })).toEqual([{ href: '/d.jpg' }]);
  });
});
