import { describe, expect, it } from 'vitest';
import { afterSignInPath, readLoginParams } from './login-params.ts';
import { toSafeNextPath } from './safe-next-path.ts';

describe('toSafeNextPath', () => {
  it.each([
    ['/careers/offers?domain=acme.example', '/careers/offers?domain=acme.example'],
    ['/careers/job/12-engineer#apply', '/careers/job/12-engineer#apply'],
    ['%2Fcareers%2Fprofile%3Fdomain%3Dacme.example', '/careers/profile?domain=acme.example'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(toSafeNextPath(next)).toBe(expected);
  });

  it.each([
    'https://evil.example/careers',
    '//evil.example/careers',
    '/\\evil.example',
    '/\t/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'careers/profile',
    '%2F%2Fevil.example',
    ' /careers',
    '',
  ])('refuses %j', (next) => {
    expect(toSafeNextPath(next)).toBeNull();
  });

  it('refuses addresses that would loop back to login or logout', () => {
    expect(toSafeNextPath('/careers/login?domain=a')).toBeNull();
    expect(toSafeNextPath('/logout')).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('falls back to the dashboard of the domain when next is unsafe', () => {
    const params = readLoginParams(new URLSearchParams('next=//evil.example&pid=1,2'));
    expect(params.pids).toEqual(['1', '2']);
    expect(afterSignInPath(params, 'acme.example')).toBe('/careers/dashboard?domain=acme.example');
  });

  it('carries microsite and hl onto the dashboard address', () => {
    const params = readLoginParams(new URLSearchParams('microsite=eng&hl=fr'));
    expect(afterSignInPath(params, 'acme.example')).toBe(
      '/careers/dashboard?domain=acme.example&microsite=eng&hl=fr',
    );
  });

  it('follows a safe next', () => {
    const params = readLoginParams(new URLSearchParams({ next: '/careers/saved-jobs?domain=a' }));
    expect(afterSignInPath(params, 'a')).toBe('/careers/saved-jobs?domain=a');
  });
});
