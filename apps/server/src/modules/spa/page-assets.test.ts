import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageAssets } from './page-assets.ts';

let dist: string | undefined;
afterEach(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

/** A web build's manifest: the entry imports `shared`, the search page imports it and `menu`. */
const distWith = (manifest: object) => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
};

describe('page assets', () => {
  it("name the page's styles and chunks that the entry does not bring, its chunks for after the first paint", () => {
    const assets = createPageAssets(
      distWith({
        'index.html': {
          file: 'gen/js/index.js',
          isEntry: true,
          imports: ['_shared.js'],
          css: ['gen/assets/index.css'],
        },
        '_shared.js': { file: 'gen/js/shared.js', css: ['gen/assets/shared.css'] },
        'src/paint-first.ts': { file: 'gen/js/paint-first.js', isEntry: true },
        '_menu.js': { file: 'gen/js/menu.js', imports: ['_shared.js'] },
        'src/search-page.tsx': {
          file: 'gen/js/search-page.js',
          imports: ['_shared.js', '_menu.js'],
          css: ['gen/assets/search-page.css', 'gen/assets/shared.css'],
        },
      }),
    );
    expect(assets.styleLinks(['src/search-page.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/gen/assets/search-page.css">',
    );
    const indexHtml =
      '<head><title>Jobs</title><script type="module" crossorigin src="/gen/js/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/gen/js/shared.js"></head>';
    expect(assets.deferScripts(indexHtml, ['src/search-page.tsx'])).toBe(
      '<head><title>Jobs</title>' +
        '<script type="module" crossorigin src="/gen/js/paint-first.js"></script>' +
        '<template id="deferred-scripts">' +
        '<script type="module" crossorigin src="/gen/js/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/gen/js/shared.js">' +
        '<link rel="modulepreload" crossorigin href="/gen/js/search-page.js">' +
        '<link rel="modulepreload" crossorigin href="/gen/js/menu.js">' +
        '</template></head>',
    );
  });
});
