import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { defaultLanguage: undefined } });
});
afterAll(async () => {
  await t.close();
});

describe('the single-page app', () => {
  it.each([
    '/careers',
    '/careers/search',
    '/careers/job/private?pid=12',
    '/candidate/login',
    '/logout',
  ])('serves %s with the CSRF meta, lang and dir set server-side', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = response.headers['x-csrf-token'];
    expect(response.body).toContain(`<meta name="csrf-token" content="${token}">`);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it('takes the language from hl, then the browser, and sets rtl for Arabic and Hebrew', async () => {
    const arabic = await t.app.inject({ url: '/careers?hl=ar' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const hebrew = await t.app.inject({
      url: '/careers',
      headers: { 'accept-language': 'he-IL,he;q=0.9' },
    });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
    const canadian = await t.app.inject({
      url: '/careers',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(canadian.body).toContain('<html lang="fr-CA" dir="ltr">');
  });

  it('titles the page after the tenant and escapes it', async () => {
    const response = await t.app.inject({ url: '/careers' });
    expect(response.body).toContain('<title>Careers at Acme Robotics</title>');
  });

  it("titles each page as the app does: the page's SEO title, the tenant's, else in the reader's language", async () => {
    await t.app.deps.db
      .insertInto('tenants')
      .values({
        domain: 'titled.example',
        name: 'Titled',
        config: JSON.stringify({
          branding: { companyName: 'Titled' },
          seo: { pageTitles: { jobs: 'Open roles | Titled', default: 'Titled careers' } },
        }),
      })
      .execute();
    await t.app.deps.tenants.reload();
    const titleOf = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ url })).body)?.[1];
    expect(await titleOf('/careers?domain=titled.example')).toBe('Open roles | Titled');
    expect(await titleOf('/careers/settings?domain=titled.example&hl=de')).toBe('Titled careers');
    expect(await titleOf('/careers?hl=de')).toBe('Karriere bei Acme Robotics');
    expect(await titleOf('/careers/job/private?pid=1&hl=ja')).toBe('Acme Robotics 採用情報');
  });

  it('sends / to /careers with the query kept', async () => {
    const response = await t.app.inject({ url: '/?domain=acme.example' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/careers?domain=acme.example');
  });

  it('answers health and readiness probes', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ data: { status: 'ok' } });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ data: { status: 'ready' } });
  });

  it('serves the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/code', '/api/auth/verify', '/api/pcsx/boot_data']),
    );
  });
});
