import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const frameSrc = async (app: TestApp['app']) => {
  const response = await app.inject({ url: `/api/pcsx/boot_data?domain=${TEST_DOMAIN}` });
  const csp = String(response.headers['content-security-policy']);
  return csp.split('; ').find((directive) => directive.startsWith('frame-src'));
};

describe('Content-Security-Policy frame-src', () => {
  it('allows only the site itself without PUBLIC_ESIGN_URL', async () => {
    t = await createTestApp({ env: { PUBLIC_ESIGN_URL: '' } });
    expect(await frameSrc(t.app)).toBe("frame-src 'self'");
  });

  it('allows the signing host named by PUBLIC_ESIGN_URL (its origin, not its path)', async () => {
    t = await createTestApp({ env: { PUBLIC_ESIGN_URL: 'https://sign.example.net/hosted/page' } });
    expect(await frameSrc(t.app)).toBe("frame-src 'self' https://sign.example.net");
  });

  // A PUBLIC_ESIGN_URL that is not a URL never gets here: the config refuses it (config.test.ts).
});
