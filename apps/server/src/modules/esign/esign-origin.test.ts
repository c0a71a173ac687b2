import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { esignPageUrl, siteOrigin } from './esign-origin.ts';

const deps = { config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://careers.example/' }) };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('hosted e-signature page address', () => {
  it('is a path on the site itself by default', () => {
    expect(esignPageUrl(deps, 'tok', 5)).toBe('/esign/tok?wid=5&hosted=1');
    expect(siteOrigin(deps)).toBe('https://careers.example');
  });

  it('lives on PUBLIC_ESIGN_URL when set', () => {
    vi.stubEnv('PUBLIC_ESIGN_URL', 'https://sign.example.net/some/path');
    expect(esignPageUrl(deps, 'tok', 5)).toBe('https://sign.example.net/esign/tok?wid=5&hosted=1');
  });
});
