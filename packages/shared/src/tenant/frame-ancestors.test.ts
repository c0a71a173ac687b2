import { describe, expect, it } from 'vitest';
import { tenantConfigSchema } from './tenant-config.ts';

const parse = (frameAncestors: string[]) =>
  tenantConfigSchema.safeParse({ branding: { companyName: 'Acme' }, frameAncestors });

describe('a tenant configuration frameAncestors', () => {
  it.each([
    "'self'",
    'https://ok.example',
    'https://*.ok.example',
    'https://ok.example:8443',
    'http://localhost:3000',
  ])('accepts the origin %s', (value) => {
    expect(parse([value]).success).toBe(true);
  });

  it.each([
    'https://ok.example; script-src *',
    'https://ok.example https://evil.example',
    'https://ok.example,https://evil.example',
    'https://ok.example/path',
    '*',
    'https:',
    'javascript:alert(1)',
    "'unsafe-inline'",
    'ok.example',
    'https://ok.example\n',
  ])('refuses %j', (value) => {
    expect(parse(['https://fine.example', value]).success).toBe(false);
  });
});
