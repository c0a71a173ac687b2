import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { multipart } from '../offers/offers-test-kit.ts';
import { signInEmployer } from '../positions/admin-test-kit.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([
    0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0,
  ]),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let t: TestApp;
let admin: Browser;
let recruiter: Browser;
let designer: Browser;
let candidate: Browser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInEmployer(t.app, 'admin@acme.example', 'admin');
  recruiter = await signInEmployer(t.app, 'recruiter@acme.example', 'recruiter');
  designer = await signInEmployer(t.app, 'designer@acme.example', 'theme_designer');
  candidate = await signIn(t.app, 'someone@acme.example');
});
afterAll(async () => {
  await t.close();
});

const upload = (browser: Browser, name: string, content: Uint8Array, field = 'logo') =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/admin/settings/logo?domain=${TEST_DOMAIN}`,
    ...multipart([{ field, name, type: 'image/png', content }]),
  });

const fetchLogo = (logoUrl: string) => t.app.inject({ url: `${logoUrl}?domain=${TEST_DOMAIN}` });

describe('site logo upload', () => {
  it('lets admins upload, refuses recruiters, theme designers and candidates', async () => {
    for (const refused of [recruiter, designer, candidate]) {
      const response = await upload(refused, 'logo.png', PNG);
      expect(response.statusCode).toBe(403);
    }
    expect((await upload(recruiter, 'logo.png', PNG)).json().message).toBe(
      'User does not have permissions to perform this action',
    );
    const visitor = await newBrowser(t.app);
    expect((await upload(visitor, 'logo.png', PNG)).statusCode).toBe(401);
    const response = await upload(admin, 'logo.png', PNG);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.logoUrl).toMatch(/^\/api\/pcsx\/site_logo\/[0-9a-f-]{36}$/);
  });

  it('stores PNG and WebP by their content and serves them to anyone', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
    ] as const) {
      // The name says JPEG: the content decides.
      const { logoUrl } = (await upload(admin, 'brand.jpg', bytes)).json().data;
      const served = await fetchLogo(logoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses SVG, text, empty and oversized files, and a file in another field', async () => {
    const svg = await upload(admin, 'logo.svg', SVG);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.code).toBe('file_type_not_allowed');
    expect((await upload(admin, 'logo.png', Buffer.from('not an image'))).statusCode).toBe(415);
    const empty = await upload(admin, 'logo.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('file_empty');
    const huge = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await upload(admin, 'logo.png', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('file_too_large');
    expect((await upload(admin, 'logo.png', PNG, 'resume')).statusCode).toBe(400);
  });

  it('serves no other file of the tenant by its id', async () => {
    const resume = await t.app.deps.files.save({
      tenantId: (await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow())
        .id,
      candidateId: null,
      name: 'offer.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7'),
    });
    expect((await fetchLogo(`/api/pcsx/site_logo/${resume.id}`)).statusCode).toBe(404);
    expect((await fetchLogo('/api/pcsx/site_logo/not-a-uuid')).statusCode).toBe(400);
  });

  it('once saved in the settings, is the logo of the navbar and the link previews', async () => {
    const { logoUrl } = (await upload(admin, 'logo.png', PNG)).json().data;
    const { version, settings } = (
      await request(t.app, admin, { url: '/api/admin/settings' })
    ).json().data;
    const saved = await request(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { version, settings: { ...settings, branding: { ...settings.branding, logoUrl } } },
    });
    expect(saved.statusCode).toBe(200);
    const visitor = await newBrowser(t.app);
    const boot = await request(t.app, visitor, { url: '/api/pcsx/boot_data' });
    expect(boot.json().data.config.branding.logoUrl).toBe(logoUrl);
    const page = await t.app.inject({ url: '/careers', headers: { host: TEST_DOMAIN } });
    expect(page.body).toContain(
      `<meta property="og:image" content="http://${TEST_DOMAIN}${logoUrl}">`,
    );
  });
});
