import type { PositionTranslation } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

let t: TestApp;
let token: string;

const GERMAN: PositionTranslation = {
  language: 'de',
  title: 'Roboterflüsterer (m/w/d)',
  description: '<p>Bringen Sie Robotern das Zuhören bei.</p>',
};
const ARABIC: PositionTranslation = {
  language: 'ar',
  title: 'مُحاور الروبوتات',
  description: '<p>علّم الروبوتات.</p>',
};

const create = async (translations: PositionTranslation[]) => {
  const response = await withToken(t.app, token, {
    method: 'POST',
    url: `/api/admin/positions?domain=${TEST_DOMAIN}`,
    payload: positionBody({ translations: translations as (typeof GERMAN)[] }),
  });
  return (response.json() as { data: { id: number } }).data.id;
};

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as Record<string, unknown>;
};

/** A meta tag's content, its character references read back. */
const metaOf = (html: string, attribute: 'name' | 'property', key: string) => {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
};

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, hreflang, href]) => [hreflang, href!.replace(/^http:\/\/localhost:\d+/, '')],
  );

beforeEach(async () => {
  t = await createTestApp();
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('a job page in several languages', () => {
  it("serves the page's language: title, description, JSON-LD, and every version (hreflang)", async () => {
    const id = await create([GERMAN, ARABIC]);
    const path = `/careers/job/${String(id)}`;
    const response = await t.app.inject({ url: `${path}?hl=de` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Roboterflüsterer (m/w/d) | Acme Robotics</title>');
    expect(html).toContain('<meta property="og:title" content="Roboterflüsterer (m/w/d)">');
    // the summary quotes the German text, so it is German
    expect(metaOf(html, 'name', 'description')).toBe(
      'Roboterflüsterer (m/w/d) bei Acme Robotics, Berlin, Germany. Bringen Sie Robotern das Zuhören bei.',
    );
    expect(jsonLdOf(html)).toMatchObject({
      title: GERMAN.title,
      description: GERMAN.description,
    });
    expect(alternatesOf(html)).toEqual([
      ['en', `${path}?hl=en`],
      ['ar', `${path}?hl=ar`],
      ['de', `${path}?hl=de`],
      ['x-default', path],
    ]);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}\\?hl=de">`));
  });

  it('words an Arabic page in Arabic: its title and the summary of the Arabic text', async () => {
    const id = await create([GERMAN, ARABIC]);
    const html = (await t.app.inject({ url: `/careers/job/${String(id)}?hl=ar` })).body;
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('<title>مُحاور الروبوتات | Acme Robotics</title>');
    expect(metaOf(html, 'name', 'description')).toBe(
      'مُحاور الروبوتات لدى Acme Robotics، Berlin, Germany. علّم الروبوتات.',
    );
  });

  it('falls back to the default language, and names no versions of a single-language posting', async () => {
    const id = await create([GERMAN]);
    const french = (await t.app.inject({ url: `/careers/job/${String(id)}?hl=fr` })).body;
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('<title>Robot Whisperer | Acme Robotics</title>');
    // a French reader reads the English text: its summary is English too
    expect(metaOf(french, 'name', 'description')).toMatch(/^Robot Whisperer at Acme Robotics, /);
    expect(jsonLdOf(french)).toMatchObject({ title: 'Robot Whisperer' });
    // French readers read the English version: that is the page's canonical address
    expect(french).toMatch(/<link rel="canonical" href="[^"]+\?hl=en">/);

    const single = await create([]);
    const html = (await t.app.inject({ url: `/careers/job/${String(single)}?hl=de` })).body;
    expect(alternatesOf(html)).toEqual([]);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"?]+/careers/job/${String(single)}">`),
    );
  });
});

describe("the search page in the reader's language", () => {
  it.each([
    [
      'de',
      'Karriere bei Acme Robotics',
      'Offene Stellen bei Acme Robotics: Suchen Sie nach Jobtitel, Kompetenz und Ort und bewerben Sie sich online.',
    ],
    [
      'ar',
      'الوظائف لدى Acme Robotics',
      'الوظائف الشاغرة لدى Acme Robotics: ابحث حسب المسمى الوظيفي والمهارة والمكان، وقدّم طلبك عبر الإنترنت.',
    ],
  ])(
    '%s: title, description, Open Graph and Twitter card',
    async (language, title, description) => {
      const response = await t.app.inject({ url: `/careers?hl=${language}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<title>${title}</title>`);
      expect(metaOf(html, 'property', 'og:title')).toBe(title);
      expect(metaOf(html, 'name', 'twitter:title')).toBe(title);
      expect(metaOf(html, 'name', 'description')).toBe(description);
      expect(metaOf(html, 'property', 'og:description')).toBe(description);
      expect(metaOf(html, 'name', 'twitter:description')).toBe(description);
    },
  );
});

describe('sitemap.xml', () => {
  it("lists each language's address of a translated posting with its alternates", async () => {
    const translated = await create([ARABIC]);
    const single = await create([]);
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) =>
      entry!.replace(/http:\/\/localhost:\d+/g, ''),
    );
    const path = `/careers/job/${String(translated)}`;
    const links = [
      `<xhtml:link rel="alternate" hreflang="en" href="${path}?hl=en"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${path}?hl=ar"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${path}"/>`,
    ].join('');
    for (const loc of [`${path}?hl=en`, `${path}?hl=ar`, path])
      expect(entries).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^<loc>${loc.replace(/[?]/g, '\\?')}</loc><lastmod>[^<]+</lastmod>${links.replace(/[?]/g, '\\?')}$`,
          ),
        ),
      );
    const singleEntry = entries.find((entry) => entry.includes(`/careers/job/${String(single)}<`));
    expect(singleEntry).not.toContain('xhtml:link');
  });
});
