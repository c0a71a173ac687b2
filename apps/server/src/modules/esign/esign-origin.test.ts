import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { siteOrigin } from './esign-origin.ts';

const deps = { config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://careers.example/' }) };

describe('the site that may embed the hosted e-signature page', () => {
  it('is the origin of PUBLIC_URL', () => {
    expect(siteOrigin(deps)).toBe('https://careers.example');
  });
});
