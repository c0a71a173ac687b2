import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, tenantConfigSchema } from '@careers/shared';
import { readStoredSections } from '../modules/profile/index.ts';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from './catalogue/catalogue.ts';
import { resolveDemoCities } from './cities/resolve-demo-cities.ts';
import { DEMO_TENANTS, contosoTenant, demoCandidate, northwindTenant } from './demo-tenants.ts';

const webPublicDir = path.resolve(import.meta.dirname, '../../../web/public');

describe('demo tenants', () => {
  it('have valid configurations and exactly one default', () => {
    for (const tenant of DEMO_TENANTS) {
      expect(() => tenantConfigSchema.parse(tenant.config), tenant.domain).not.toThrow();
    }
    expect(DEMO_TENANTS.filter((tenant) => tenant.isDefault)).toEqual([northwindTenant]);
  });

  it('name their own search filters in every language', () => {
    for (const tenant of DEMO_TENANTS) {
      const { searchOptionsMap } = tenantConfigSchema.parse(tenant.config);
      for (const [filter, options] of Object.entries(searchOptionsMap)) {
        for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))
          expect(
            options.displayNames?.[language],
            `${tenant.domain} ${filter} ${language}`,
          ).toBeTruthy();
      }
    }
  });

  it('configure Northwind: navy theme, terms of service enabled, no default language', () => {
    const config = tenantConfigSchema.parse(northwindTenant.config);
    expect(config.branding.theme['color-primary']).toBe('#1b2a4a');
    expect(Object.keys(config.branding.theme)).toEqual(
      expect.arrayContaining([
        'color-primary-contrast',
        'color-surface',
        'color-text',
        'font-family',
        'radius',
      ]),
    );
    expect(config.termsOfService).toMatchObject({ enabled: true, acceptLabel: 'Accept' });
    expect(config.termsOfService.disclaimerHtml).toContain('<p>');
    expect(config.onboarding.bootstrappingEnabled).toBe(false);
    expect(config.defaultLanguage).toBeUndefined();
    // hero art is packaged with the web app: the site needs no internet at run time
    const heroUrls = Object.values(config.branding.heroImages).flatMap((hero) =>
      hero ? [hero.desktop, hero.tablet, hero.phone] : [],
    );
    expect(heroUrls.length).toBeGreaterThan(0);
    for (const url of heroUrls) {
      expect(url).toMatch(/^\/demo\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(webPublicDir, url!))).toBe(true);
    }
    expect(config.branding.banners.jobs?.type).toBe('info');
    const navbar = config.branding.customPageSections.customNavbarConfig;
    expect(navbar?.loggedIn.length).toBeGreaterThan(0);
    expect(navbar?.loggedOut).not.toEqual(navbar?.loggedIn);
    expect(config.branding.customPageSections.footerHtml).toMatch(
      /privacy.*accessibility.*contact/is,
    );
  });

  it('configure Contoso: its own theme, no terms gate, English, an alert banner', () => {
    const config = tenantConfigSchema.parse(contosoTenant.config);
    expect(config.branding.theme['color-primary']).not.toBe(
      northwindTenant.config.branding.theme?.['color-primary'],
    );
    expect(config.termsOfService.enabled).toBe(false);
    expect(config.defaultLanguage).toBe('en');
    expect(config.branding.banners.jobs?.type).toBe('alert');
    expect(config.branding.customPageSections.footerHtml).toContain('contoso.example');
  });
});

describe('demoCandidate', () => {
  it('is a bootstrapped candidate who has not onboarded or accepted the terms', () => {
    expect(demoCandidate).toMatchObject({
      email: 'demo@northwind.example',
      isOnboarded: false,
      isBootstrapped: true,
      tosAttestedAt: null,
    });
  });

  it('lives in a demo city, at its coordinates', () => {
    const location = demoCandidate.profile.location!;
    const city = resolveDemoCities().find((candidate) => candidate.name === location.city);
    expect(city).toMatchObject({
      region: location.region,
      country: location.country,
      latitude: location.latitude,
      longitude: location.longitude,
    });
    expect(demoCandidate.profile.jobPreferences.locations).toContain(city?.displayName);
  });

  it('has skills and wishes that demo positions can match', () => {
    const skillsOf = (name: string) =>
      FAMILIES.find((family) => family.name === name)?.skills ?? [];
    const known = new Set([...skillsOf('Software Engineering'), ...skillsOf('Product Management')]);
    const matching = demoCandidate.profile.skills.filter((skill) => known.has(skill.name));
    expect(matching.length).toBeGreaterThanOrEqual(10);
    for (const entry of [
      ...demoCandidate.profile.workExperience,
      ...demoCandidate.profile.education,
    ]) {
      expect(entry.startDate).toMatch(/^\d{4}-\d{2}$/);
      if (entry.endDate) expect(entry.endDate >= entry.startDate!).toBe(true);
    }
    expect(demoCandidate.profile.workExperience.filter((entry) => entry.isCurrent)).toHaveLength(1);
  });

  it("is a whole profile in the profile's own model", () => {
    const stored = readStoredSections(JSON.parse(JSON.stringify(demoCandidate.profile)));
    // Nothing in the demo profile came from a resume, so nothing waits for review.
    expect(stored).toEqual({
      ...demoCandidate.profile,
      email: '',
      parsedFields: [],
      resumeSuggestions: [],
    });
  });
});
