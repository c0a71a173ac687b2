import { describe, expect, it } from 'vitest';
import { applyThemeTokens } from './apply-theme-tokens.ts';

describe('applyThemeTokens', () => {
  it('sets each token as a custom property on the root and removes them again', () => {
    const root = document.createElement('html');
    const remove = applyThemeTokens({ 'color-primary': '#0b6e4f', radius: '4px' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0b6e4f');
    expect(root.style.getPropertyValue('--radius')).toBe('4px');
    remove();
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
  });

  it('ignores names that are not token names', () => {
    const root = document.createElement('html');
    applyThemeTokens({ 'color-primary;background:red': 'x', '--double': 'y' }, root);
    expect(root.style.length).toBe(0);
  });
});

describe('applyThemeTokens with image tokens', () => {
  it('writes an image address as url()', () => {
    const root = document.createElement('html');
    applyThemeTokens({ 'pcsx-hero-image': '/assets/hero.jpg' }, root);
    expect(root.style.getPropertyValue('--pcsx-hero-image')).toBe('url("/assets/hero.jpg")');
  });
});
