import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
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
