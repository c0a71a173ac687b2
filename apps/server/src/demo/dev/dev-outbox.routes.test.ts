import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request } from '../../test/sign-in.ts';

describe('the development outbox', () => {
  it('lists sent mail newest first as JSON and HTML', async () => {
    const t = await createTestApp();
    try {
      const browser = await newBrowser(t.app);
      for (const email of ['first@b.co', 'second@b.co']) {
        await request(t.app, browser, {
          method: 'POST',
          url: '/api/auth/code',
          payload: { email },
        });
      }
      const json = (await t.app.inject({ url: '/dev/outbox.json' })).json();
      expect(json.data.map((mail: { to: string }) => mail.to)).toEqual([
        'second@b.co',
        'first@b.co',
      ]);
      expect(json.data[0]).toMatchObject({
        subject: 'Your Acme Robotics sign-in code',
        text: expect.stringMatching(/\d{6}/),
      });
      const html = await t.app.inject({ url: '/dev/outbox' });
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.body).toContain('second@b.co');
    } finally {
      await t.close();
    }
  });

  it('is never served in production', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('who may read the development outbox', () => {
  const read = (app: TestApp['app'], options: { remoteAddress: string; forwardedFor?: string }) =>
    Promise.all(
      ['/dev/outbox.json', '/dev/outbox'].map((url) =>
        app.inject({
          url,
          remoteAddress: options.remoteAddress,
          ...(options.forwardedFor && { headers: { 'x-forwarded-for': options.forwardedFor } }),
        }),
      ),
    );

  it('answers this machine and refuses every other address by default', async () => {
    const t = await createTestApp();
    try {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        for (const response of await read(t.app, { remoteAddress: address }))
          expect([address, response.statusCode]).toEqual([address, 200]);
      }
      for (const response of [
        ...(await read(t.app, { remoteAddress: '192.168.1.20' })),
        // a proxy on this machine forwarding someone else's request
        ...(await read(t.app, { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.9' })),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toMatch(/DEV_OUTBOX_PUBLIC=true/);
        expect(response.body).not.toMatch(/sign-in code/);
      }
    } finally {
      await t.close();
    }
  });

  it('answers every address with DEV_OUTBOX_PUBLIC=true', async () => {
    const t = await createTestApp({ env: { DEV_OUTBOX_PUBLIC: 'true' } });
    try {
      for (const response of await read(t.app, { remoteAddress: '192.168.1.20' }))
        expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
