import { describe, expect, it } from 'vitest';
import { themeStyle } from './theme-style.ts';

describe('themeStyle', () => {
  it('sets the tenant tokens on :root', () => {
    expect(themeStyle({ 'color-primary': '#0b6e4f', 'radius-md': ' 8px ' })).toBe(
      '<style>:root{--color-primary:#0b6e4f;--radius-md:8px}</style>',
    );
  });

  it('drops names and values that could leave the declaration or the element', () => {
    expect(
      themeStyle({
        'color-primary': 'red;}body{display:none',
        'Bad Name': 'blue',
        'color-accent': '</style><script>x()</script>',
        'color-text': 'rgb(0 0 0)',
      }),
    ).toBe('<style>:root{--color-text:rgb(0 0 0)}</style>');
    expect(themeStyle({})).toBe('');
  });

  it('writes an image token as url(), as the browser does, so the hero shows before the app runs', () => {
    expect(themeStyle({ 'pcsx-hero-image': '/demo/hero.jpg', 'pcsx-hero-height': '240px' })).toBe(
      '<style>:root{--pcsx-hero-image:url("/demo/hero.jpg");--pcsx-hero-height:240px}</style>',
    );
    expect(themeStyle({ 'pcsx-hero-image': 'none' })).toBe(
      '<style>:root{--pcsx-hero-image:none}</style>',
    );
  });
});
