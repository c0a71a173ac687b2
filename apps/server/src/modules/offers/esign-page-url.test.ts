import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { esignPageUrl } from './esign-page-url.ts';

const configWith = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://careers.example/', ...env });

describe('hosted e-signature page address', () => {
  it('is a path on the site itself by default', () => {
    expect(esignPageUrl(configWith(), 'tok', 5)).toBe('/esign/tok?wid=5&hosted=1');
  });

  it('lives on PUBLIC_ESIGN_URL when set', () => {
    const config = configWith({ PUBLIC_ESIGN_URL: 'https://sign.example.net/some/path' });
    expect(esignPageUrl(config, 'tok', 5)).toBe(
      'https://sign.example.net/esign/tok?wid=5&hosted=1',
    );
  });
});
