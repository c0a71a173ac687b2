import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
  });

  it('keeps the development outbox to this machine unless DEV_OUTBOX_PUBLIC=true', () => {
    expect(loadConfig({}).isDevOutboxPublic).toBe(false);
    expect(loadConfig({ DEV_OUTBOX_PUBLIC: 'true' }).isDevOutboxPublic).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX_PUBLIC: 'sure' })).toThrow(/DEV_OUTBOX_PUBLIC/);
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires SMTP in production, where there is no outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe(
      'smtp://mail:25',
    );
  });

  it('slows the parse threads only when a test asks, never in production', () => {
    expect(loadConfig({}).parseWorkerStartDelayMs).toBe(0);
    expect(loadConfig({ PARSE_WORKER_START_DELAY_MS: '12000' }).parseWorkerStartDelayMs).toBe(
      12_000,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        PARSE_WORKER_START_DELAY_MS: '12000',
      }),
    ).toThrow(/PARSE_WORKER_START_DELAY_MS is for tests/);
  });

  it('keeps the hosted e-signature page on the site unless PUBLIC_ESIGN_URL names a host', () => {
    expect(loadConfig({}).esignOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ESIGN_URL: '  ' }).esignOrigin).toBeUndefined();
    expect(
      loadConfig({ PUBLIC_ESIGN_URL: 'https://sign.example.net/hosted/page' }).esignOrigin,
    ).toBe('https://sign.example.net');
  });

  it('stops on a PUBLIC_ESIGN_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_ESIGN_URL: 'not a url' })).toThrow(/PUBLIC_ESIGN_URL/);
    expect(() => loadConfig({ PUBLIC_ESIGN_URL: 'ftp://sign.example.net' })).toThrow(ConfigError);
  });

  it('makes session lengths configurable', () => {
    const config = loadConfig({ SESSION_ABSOLUTE_HOURS: '2', SESSION_IDLE_MINUTES: '5' });
    expect(config.sessionAbsoluteMs).toBe(2 * 3_600_000);
    expect(config.sessionIdleMs).toBe(5 * 60_000);
  });
});
