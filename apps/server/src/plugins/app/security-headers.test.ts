import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

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

describe('Content-Security-Policy frame-ancestors', () => {
  const frameAncestors = async (config: Record<string, unknown>) => {
    // A tenant loaded past the schema: the header must still keep only origins.
    const app = Fastify();
    app.decorateRequest('tenant', null as never);
    app.addHook('onRequest', async (request) => {
      request.tenant = { config } as never;
    });
    registerSecurityHeaders(app, { isSecure: false });
    app.get('/', async () => 'ok');
    const response = await app.inject({ url: '/' });
    await app.close();
    return String(response.headers['content-security-policy'])
      .split('; ')
      .filter((directive) => /^(frame-ancestors|script-src)/.test(directive));
  };

  it("writes the tenant's origins", async () => {
    t = await createTestApp({ config: { frameAncestors: ['https://ok.example'] } });
    const response = await t.app.inject({ url: `/api/pcsx/boot_data?domain=${TEST_DOMAIN}` });
    expect(String(response.headers['content-security-policy'])).toContain(
      'frame-ancestors https://ok.example',
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('never lets a value add a directive or a source', async () => {
    expect(
      await frameAncestors({
        scriptConfig: { pageLoadHeadScripts: {} },
        frameAncestors: ['https://ok.example; script-src *', 'https://a.example https://b.example'],
      }),
    ).toEqual(["script-src 'self'", "frame-ancestors 'none'"]);
    expect(
      await frameAncestors({
        scriptConfig: { pageLoadHeadScripts: {} },
        frameAncestors: ['https://ok.example; script-src *', 'https://fine.example'],
      }),
    ).toEqual(["script-src 'self'", 'frame-ancestors https://fine.example']);
  });
});
