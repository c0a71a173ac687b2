import { describe, expect, it } from 'vitest';
import { heroPreloadLinks } from './hero-preload-links.ts';

describe('heroPreloadLinks', () => {
  it('preloads the image each width shows, at high priority', () => {
    const links = heroPreloadLinks({ desktop: '/d.svg', phone: '/p.svg', alt: '' });
    const head = new DOMParser().parseFromString(`<head>${links}</head>`, 'text/html').head;
    const preloads = [...head.querySelectorAll('link[rel=preload]')].map((link) => ({
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      media: link.getAttribute('media'),
      priority: link.getAttribute('fetchpriority'),
    }));
    expect(preloads).toEqual([
      { as: 'image', href: '/p.svg', media: '(max-width: 599.98px)', priority: 'high' },
      { as: 'image', href: '/d.svg', media: '(min-width: 600px)', priority: 'high' },
    ]);
  });

  it('keeps a hostile address inside its attribute', () => {
    const links = heroPreloadLinks({ desktop: '/d.svg"><script>alert(1)</script>', alt: '' });
    const head = new DOMParser().parseFromString(`<head>${links}</head>`, 'text/html').head;
    expect(head.querySelector('script')).toBeNull();
    expect(head.querySelector('link')?.getAttribute('href')).toBe(
      '/d.svg"><script>alert(1)</script>',
    );
  });

  it('is empty for a page without a hero', () => {
    expect(heroPreloadLinks(undefined)).toBe('');
  });
});
