import { tenantConfigSchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { emailLink, requestTenantAddress, tenantAddress, tenantUrl } from './tenant-address.ts';

const PUBLIC_URL = 'https://careers.platform.example';
const tenant = (domain: string, isDefault: boolean, hosts: object = {}) => ({
  domain,
  isDefault,
  config: tenantConfigSchema.parse({ branding: { companyName: domain }, hosts }),
});
const request = (host: string) => ({
  host,
  hostname: host.split(':')[0]!,
  protocol: 'https' as const,
});

describe('tenant addresses', () => {
  const own = tenant('globex.example', false, {
    names: ['careers.globex.example', 'jobs.globex.example'],
  });
  const canonical = tenant('acme.example', true, {
    names: ['jobs.acme.example', 'acme-jobs.example'],
    canonical: 'jobs.acme.example',
  });
  const plain = tenant('initech.example', false);

  it('uses the canonical host, else the tenant host the request came on, else its first', () => {
    const link = (t: typeof own, host: string) =>
      tenantUrl(requestTenantAddress(request(host), t, PUBLIC_URL), '/careers');
    expect(link(canonical, 'acme-jobs.example')).toBe('https://jobs.acme.example/careers');
    expect(link(own, 'jobs.globex.example')).toBe('https://jobs.globex.example/careers');
    expect(link(own, 'attacker.example')).toBe('https://careers.globex.example/careers');
  });

  it('falls back to the public address with domain= for a tenant without a host', () => {
    const address = requestTenantAddress(request('careers.platform.example'), plain, PUBLIC_URL);
    expect(tenantUrl(address, '/careers/job/7')).toBe(
      'https://careers.platform.example/careers/job/7?domain=initech.example',
    );
    expect(tenantAddress(plain, PUBLIC_URL)).toEqual({
      origin: PUBLIC_URL,
      domain: 'initech.example',
    });
  });

  it("puts e-mail links on the tenant's own host, without domain=", () => {
    const path = '/careers/job/7?domain=globex.example&referral_token=abc';
    expect(emailLink(own, PUBLIC_URL, path)).toBe(
      'https://careers.globex.example/careers/job/7?referral_token=abc',
    );
    expect(emailLink(plain, PUBLIC_URL, '/careers?domain=initech.example')).toBe(
      'https://careers.platform.example/careers?domain=initech.example',
    );
  });
});
