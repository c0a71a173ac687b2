import { describe, expect, it } from 'vitest';
import { bannerOrNothing, heroOrNothing, linesOf, withPageValue } from './page-settings.ts';

describe('per-page settings', () => {
  it('sets one page and leaves the others, and takes a page out when its value is empty', () => {
    const titles = { default: 'Careers', jobs: 'Jobs' };
    expect(withPageValue(titles, 'jobs', 'Open roles')).toEqual({
      default: 'Careers',
      jobs: 'Open roles',
    });
    expect(withPageValue(titles, 'jobs', undefined)).toEqual({ default: 'Careers' });
    expect(titles).toEqual({ default: 'Careers', jobs: 'Jobs' });
  });

  it('drops a banner without text and a hero without any image', () => {
    expect(bannerOrNothing({ type: 'info', html: '  ' })).toBeUndefined();
    expect(bannerOrNothing({ type: 'alert', html: '<p>Hi</p>' })).toEqual({
      type: 'alert',
      html: '<p>Hi</p>',
    });
    expect(heroOrNothing({ desktop: '', alt: '' })).toBeUndefined();
    expect(heroOrNothing({ desktop: '', phone: '/p.png', alt: '' })).toBeDefined();
  });

  it('reads one script address a line', () => {
    expect(linesOf(' https://a.example/x.js \n\nhttps://b.example/y.js\n')).toEqual([
      'https://a.example/x.js',
      'https://b.example/y.js',
    ]);
  });
});

describe('prepareForSave', () => {
  it('sends head scripts without blank lines and heroes without empty screen sizes', async () => {
    const { prepareForSave } = await import('./page-settings.ts');
    const base = {
      branding: { heroImages: { jobs: { desktop: ' /d.png ', tablet: '', phone: ' ', alt: '' } } },
      scriptConfig: {
        pageLoadHeadScripts: { jobs: ['', ' https://a.example/x.js '], offers: [''] },
      },
    } as unknown as Parameters<typeof prepareForSave>[0];
    const prepared = prepareForSave(base);
    expect(prepared.scriptConfig.pageLoadHeadScripts).toEqual({ jobs: ['https://a.example/x.js'] });
    expect(prepared.branding.heroImages).toEqual({ jobs: { desktop: '/d.png', alt: '' } });
  });
});
