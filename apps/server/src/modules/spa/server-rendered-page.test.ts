import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SHELL = `<!doctype html>
<html lang="%LANG%" dir="%DIR%"><head><meta name="csrf-token" content="%CSRF_TOKEN%"><title>%TITLE%</title>
<script type="module" crossorigin src="/gen/js/index-0.js"></script><link rel="modulepreload" crossorigin href="/gen/js/runtime-5.js"></head>
<body><div id="root"><div class="boot-spinner" aria-hidden="true"></div></div></body></html>`;

// A stand-in for the web app's SSR build (apps/web/src/entry-server.tsx), speaking its interface:
// it reads the boot data through the fetch it is given, and cleans HTML with the server's sanitizer.
const RENDERER = `
export const entryState = {};
export const renderPage = async ({ url, fetch, sanitizeHtml }) => {
  const address = new URL(url);
  if (address.pathname === '/careers/crash') throw new Error('render failed');
  if (address.pathname === '/careers/profile') return undefined;
  const boot = await (await fetch(new URL('/api/pcsx/boot_data' + address.search, url))).json();
  const isMissing = address.pathname === '/careers/no/such/page';
  if (address.pathname === '/careers/shared-state') {
    const { stateSeenByChunk } = await import('./chunks/page-chunk.js');
    const html = stateSeenByChunk === entryState ? '<p>one entry</p>' : '<p>two entries</p>';
    const stateScript = '<script type="application/json" id="server-state">{}</script>';
    return { html, stateScript, title: 'Jobs', status: 200, head: '', modules: [] };
  }
  if (address.pathname === '/careers/language') {
    // the page's own API calls carry no hl, as the search page's do not
    const data = (await (await fetch(new URL('/api/pcsx/boot_data', url))).json()).data;
    return { html: '<p>' + data.language + '</p>', stateScript: '', title: 'Jobs', status: 200, head: '', modules: [] };
  }
  if (address.pathname === '/careers/search') return { html: '<p>job</p>'.repeat(500), stateScript: '', title: 'Jobs', status: 200, head: '', modules: [] };
  return {
    html: '<p>' + boot.data.config.branding.companyName + ' in ' + boot.data.language + ' $& $$</p>' +
      sanitizeHtml('<a href="/x" onclick="steal()">link</a><script>steal()</script>'),
    head: '<style>:root{--x:1}</style>',
    modules: ['src/page.tsx', 'src/locales/de/page.json'],
    stateScript: '<script type="application/json" id="server-state">{}</script>',
    title: isMissing ? 'Page not found' : 'Jobs & "more"',
    status: isMissing ? 404 : 200,
  };
};`;
// One of the build's chunks, which reads the entry's module state as Vite's chunks do.
const CHUNK = `import { entryState } from '../entry-server.js';
export const stateSeenByChunk = entryState;`;

// Vite's manifest of the build: the page's chunk imports a shared one, which has styles.
const MANIFEST = {
  'index.html': { file: 'gen/js/index-0.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'gen/js/runtime-5.js' },
  'src/paint-first.ts': { file: 'gen/js/paint-first-6.js', isEntry: true },
  'src/page.tsx': { file: 'gen/js/page-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'gen/js/shared-2.js', css: ['gen/assets/shared-3.css'] },
  'src/locales/de/page.json': { file: 'gen/js/page-4.js' },
};

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-web-'));
  fs.mkdirSync(path.join(webRoot, 'dist'));
  fs.mkdirSync(path.join(webRoot, 'dist-ssr'));
  fs.writeFileSync(path.join(webRoot, 'dist', 'index.html'), SHELL);
  fs.mkdirSync(path.join(webRoot, 'dist', '.vite'));
  fs.mkdirSync(path.join(webRoot, 'dist', 'gen', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'dist', 'gen', 'assets', 'shared-3.css'), '.a{color:red}');
  fs.writeFileSync(path.join(webRoot, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(webRoot, 'dist-ssr', 'entry-server.js'), RENDERER);
  fs.mkdirSync(path.join(webRoot, 'dist-ssr', 'chunks'));
  fs.writeFileSync(path.join(webRoot, 'dist-ssr', 'chunks', 'page-chunk.js'), CHUNK);
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(webRoot, 'dist') } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];

describe('server-rendered public pages', () => {
  it('fill the shell with the rendered page, its title and its data', async () => {
    const response = await t.app.inject({ url: '/careers?hl=de' });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe(
      '<p>Acme Robotics in de $& $$</p><a href="/x" rel="noopener noreferrer">link</a>',
    );
    expect(response.body).toContain(
      [
        '<style>:root{--x:1}</style>',
        // the first paint waits for no stylesheet; the link stays for the chunk loader, unfetched
        '<style>.a{color:red}</style>',
        '<link rel="stylesheet" crossorigin href="/gen/assets/shared-3.css" disabled>',
        // the app and the page's code are fetched once the page is painted: paint-first.ts
        // releases the template
        '<script type="module" crossorigin src="/gen/js/paint-first-6.js"></script>',
        '<template id="deferred-scripts">',
        '<script type="module" crossorigin src="/gen/js/index-0.js"></script>',
        '<link rel="modulepreload" crossorigin href="/gen/js/runtime-5.js">',
        '<link rel="modulepreload" crossorigin href="/gen/js/page-1.js">',
        '<link rel="modulepreload" crossorigin href="/gen/js/shared-2.js">',
        '<link rel="modulepreload" crossorigin href="/gen/js/page-4.js">',
        '</template></head>',
      ].join(''),
    );
    expect(response.body).toContain('<title>Jobs &amp; &quot;more&quot;</title>');
    expect(response.body).toContain(
      '</div><script type="application/json" id="server-state">{}</script></body>',
    );
    expect(response.body).not.toContain('name="robots"');
  });

  it("answer the page's API calls in the page's language, an hl the cookie differs from too", async () => {
    const page = await t.app.inject({
      url: '/careers/language?hl=de',
      headers: { cookie: 'hl=fr', 'accept-language': 'ja' },
    });
    expect(page.body).toContain('<div id="root"><p>de</p></div>');
  });

  it("render with one copy of the renderer's modules, which its chunks share", async () => {
    const response = await t.app.inject({ url: '/careers/shared-state' });
    expect(rootOf(response.body)).toBe('<p>one entry</p>');
  });

  it('answer an unknown /careers page with 404 and noindex', async () => {
    const response = await t.app.inject({ url: '/careers/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex"></head>');
    expect(response.body).toContain('<title>Page not found</title>');
  });

  it('leave a private page, a failed render and a signed-in visitor to the browser', async () => {
    for (const url of ['/careers/profile', '/careers/crash', '/candidate/login']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(
        '<div id="root"><div class="boot-spinner" aria-hidden="true"></div></div>',
      );
      expect(response.body, url).toContain('<title>Careers at Acme Robotics</title>');
    }
    const browser = await signIn(t.app, 'ada@example.com');
    const signedIn = await request(t.app, browser, { url: '/careers' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div class="boot-spinner" aria-hidden="true"></div>');
    expect(signedIn.body).not.toContain('server-state');
    // a page the browser draws starts the app at once
    expect(signedIn.body).toContain(
      '<script type="module" crossorigin src="/gen/js/index-0.js"></script><link rel="modulepreload"',
    );
    expect(signedIn.body).not.toContain('paint-first');
  });

  it('compress the rendered page like any other answer', async () => {
    const response = await t.app.inject({
      url: '/careers/search',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });
});
