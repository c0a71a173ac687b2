import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../test/test-app.ts';
import { redactSecrets } from './request-log.ts';

// Shaped as the app's tokens are: 24 random bytes in base64url.
const SECRET = 'Qm9vGx7-Lr2_aZ81kTfXw3yJc0pHn4sD';

describe('redactSecrets', () => {
  it('redacts the value of every query parameter that names a secret', () => {
    expect(redactSecrets(`/api/pcsx/saved_searches/unsubscribe?domain=a.example&token=abc`)).toBe(
      '/api/pcsx/saved_searches/unsubscribe?domain=a.example&token=[redacted]',
    );
    expect(redactSecrets('/careers/job/4?referral_token=abc&hl=de')).toBe(
      '/careers/job/4?referral_token=[redacted]&hl=de',
    );
    for (const name of ['code', 'sig', 'signature', 'secret', 'key', 'password', 'csrfToken'])
      expect(redactSecrets(`/x?${name}=abc&q=robot`)).toBe(`/x?${name}=[redacted]&q=robot`);
  });

  it('redacts a value shaped like a random token whatever its name, and keeps ordinary ones', () => {
    expect(redactSecrets(`/x?link=${SECRET}&q=robot%20arm`)).toBe(
      '/x?link=[redacted]&q=robot%20arm',
    );
    expect(redactSecrets('/x?position_id=12&filter_country=DE&page=2')).toBe(
      '/x?position_id=12&filter_country=DE&page=2',
    );
  });

  it('redacts a path segment that is a route secret or shaped like a token', () => {
    expect(
      redactSecrets(
        `/esign/${SECRET}.1767225600.abc/document.pdf?wid=3`,
        '/esign/:token/document.pdf',
      ),
    ).toBe('/esign/[redacted]/document.pdf?wid=3');
    expect(redactSecrets('/esign/short/sign', '/esign/:token/sign')).toBe('/esign/[redacted]/sign');
    // no route matched: the e-signature prefix and a token's shape still give it away
    expect(redactSecrets('/esign/anything/else')).toBe('/esign/[redacted]/else');
    expect(redactSecrets(`/nowhere/${SECRET}`)).toBe('/nowhere/[redacted]');
    expect(redactSecrets('/esign/assets/esign.js')).toBe('/esign/assets/esign.js');
    // identifiers stay readable: numbers, UUIDs (no capitals), words
    const uuid = '/api/pcsx/form_files/0b4f8a9e-3c2d-4e5f-8a7b-6c5d4e3f2a1b';
    expect(redactSecrets(uuid, '/api/pcsx/form_files/:fileId')).toBe(uuid);
    expect(redactSecrets('/api/admin/positions/12', '/api/admin/positions/:id')).toBe(
      '/api/admin/positions/12',
    );
  });
});

describe('the request log', () => {
  let test: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    test = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
  });
  afterAll(() => test.close());

  it('shows no token of the links the site sends by email', async () => {
    const urls = [
      `/api/pcsx/saved_searches/unsubscribe?domain=${TEST_DOMAIN}&token=${SECRET}`,
      `/careers/job/1?domain=${TEST_DOMAIN}&referral_token=${SECRET}`,
      `/esign/${SECRET}?wid=1&hosted=1`,
      `/esign/${SECRET}/document.pdf`,
    ];
    for (const url of urls) await test.app.inject({ url });
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((line) => (line.req ? [line.req.url] : []));
    expect(logged).toEqual(
      expect.arrayContaining([
        `/api/pcsx/saved_searches/unsubscribe?domain=${TEST_DOMAIN}&token=[redacted]`,
        `/careers/job/1?domain=${TEST_DOMAIN}&referral_token=[redacted]`,
        '/esign/[redacted]?wid=1&hosted=1',
        '/esign/[redacted]/document.pdf',
      ]),
    );
    expect(lines.join('')).not.toContain(SECRET);
  });
});
