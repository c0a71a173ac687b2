/// <reference lib="dom" />
// node bench/reflow.ts --url http://127.0.0.1:3000 [--pages search,job] [--languages en,ar] [--why]
// Reflow (WCAG 1.4.10, issue 31): signs in the demo candidate, opens each candidate page in
// Debian's Chromium at 390 px with 200 % text (html{font-size:200%}, what a larger default font
// size does to rem and em), at 320 px with normal text and at 1280 px with 200 % text, and
// prints the horizontal overflow (document.documentElement.scrollWidth - innerWidth) per page
// and language. The goal is 0 px.
// --why also names the elements that reach past the screen's edge; --shots DIR saves a
// screenshot of each page, setting and language there. Exits 1 when a page overflows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    pages: { type: 'string' },
    languages: { type: 'string', default: 'en,ar' },
    why: { type: 'boolean', default: false },
    shots: { type: 'string' },
  },
});
const base = values.url.replace(/\/$/, '');
const DEMO_EMAIL = 'demo@northwind.example';

type Setting = { name: string; width: number; textScale: number };
const SETTINGS: Setting[] = [
  { name: '390 px, 200 % text', width: 390, textScale: 2 },
  { name: '320 px', width: 320, textScale: 1 },
  { name: '1280 px, 200 % text', width: 1280, textScale: 2 },
];

/** The candidate pages of the issue; job and apply take the first job the search lists. */
const PAGES: Record<string, (pid: string) => string> = {
  search: () => '/careers',
  job: (pid) => `/careers/job/${pid}`,
  apply: (pid) => `/careers/apply?pid=${pid}`,
  dashboard: () => '/careers/dashboard',
  dashboardv2: () => '/careers/dashboardv2',
  interviews: () => '/careers/interviews',
  settings: () => '/careers/settings',
  export: () => '/careers/export-resume',
  applications: () => '/careers/applications',
  offers: () => '/careers/offers',
};

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

/** Signs in through the API (code from the dev outbox, which answers this machine only). */
const signIn = async (page: Page) => {
  const token = async () =>
    (await page.request.get(`${base}/api/pcsx/boot_data`)).headers()['x-csrf-token'] ?? '';
  const outbox = async () =>
    ((await json(await fetch(`${base}/dev/outbox.json`))).data as { to: string; text: string }[])
      .filter((mail) => mail.to === DEMO_EMAIL)
      .map((mail) => /\b\d{6}\b/.exec(mail.text)?.[0]);
  const before = (await outbox())[0];
  const asked = await page.request.post(`${base}/api/auth/code`, {
    data: { email: DEMO_EMAIL },
    headers: { 'X-CSRF-Token': await token() },
  });
  if (!asked.ok()) throw new Error(`POST /api/auth/code: ${asked.status()}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const newest = (await outbox())[0];
    if (newest && newest !== before) code = newest;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error('no sign-in code in the dev outbox');
  const verified = await page.request.post(`${base}/api/auth/verify`, {
    data: { email: DEMO_EMAIL, code },
    headers: { 'X-CSRF-Token': await token() },
  });
  if (!verified.ok()) throw new Error(`POST /api/auth/verify: ${verified.status()}`);
  // The terms and the onboarding questions would cover every page (the pages under them count).
  for (const endpoint of ['/api/pcsx/terms_of_service', '/api/pcsx/onboarding']) {
    await page.request.post(`${base}${endpoint}`, { headers: { 'X-CSRF-Token': await token() } });
  }
};

const firstJobId = async (page: Page) => {
  const answer = await page.request.get(`${base}/api/pcsx/search`, {
    params: { start: 0, num: 1 },
  });
  const data = ((await answer.json()) as { data?: { positions?: { id: number }[] } }).data;
  const id = data?.positions?.[0]?.id;
  if (id === undefined) throw new Error(`the search answered ${answer.status()} with no job`);
  return String(id);
};

/** The overflow, and with --why the elements whose box leaves the screen, widest first. */
const measure = async (page: Page) =>
  page.evaluate((withCulprits) => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (!withCulprits || overflow <= 0) return { overflow, culprits: [] as string[] };
    const width = window.innerWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[
        ...element.classList,
      ].join('.')}`;
    // Inside a scrolling or clipping box an element may lie past the edge without moving the page.
    const isClipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > width + 1 || box.left < -1))
      .filter(({ element }) => !element.closest('[aria-hidden="true"], .leaflet-container'))
      .filter(({ element }) => !isClipped(element))
      .map(({ element, box }) => ({
        text: `${describe(element)} ${Math.round(box.left)}..${Math.round(box.right)}`,
        excess: Math.max(box.right - width, -box.left),
      }))
      .sort((a, b) => b.excess - a.excess)
      .slice(0, 6)
      .map(({ text }) => text);
    return { overflow, culprits };
  }, values.why);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
let worst = 0;
try {
  // The session is kept between runs: sign-in codes are limited to 5 per address in 15 minutes.
  const statePath = path.join(
    os.tmpdir(),
    `reflow-session-${new URL(base).port || 'default'}.json`,
  );
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    ...(fs.existsSync(statePath) && { storageState: statePath }),
  });
  const page = await context.newPage();
  const boot = await page.request.get(`${base}/api/pcsx/boot_data`);
  const isSignedIn = ((await boot.json()) as { data?: { isLoggedIn?: boolean } }).data?.isLoggedIn;
  if (!isSignedIn) {
    await signIn(page);
    await context.storageState({ path: statePath });
  }
  const pid = await firstJobId(page);
  const names = values.pages?.split(',') ?? Object.keys(PAGES);
  const languages = values.languages.split(',');
  for (const setting of SETTINGS) {
    await page.setViewportSize({ width: setting.width, height: 844 });
    console.info(`\n${setting.name}: overflow in px (${languages.join(' / ')})`);
    for (const name of names) {
      const address = PAGES[name]?.(pid);
      if (!address)
        throw new Error(`no page called ${name}; pages: ${Object.keys(PAGES).join(',')}`);
      const figures: number[] = [];
      const why: string[] = [];
      for (const language of languages) {
        const separator = address.includes('?') ? '&' : '?';
        await page.goto(`${base}${address}${separator}hl=${language}`, {
          waitUntil: 'networkidle',
        });
        if (setting.textScale !== 1) {
          await page.addStyleTag({
            content: `html{font-size:${String(setting.textScale * 100)}% !important}`,
          });
        }
        await page.waitForTimeout(300);
        const { overflow, culprits } = await measure(page);
        if (values.shots) {
          await page.screenshot({
            fullPage: true,
            path: `${values.shots}/${name}-${language}-${String(setting.width)}-${String(setting.textScale * 100)}.png`,
          });
        }
        figures.push(overflow);
        worst = Math.max(worst, overflow);
        why.push(...culprits.map((culprit) => `    ${language}: ${culprit}`));
      }
      console.info(
        `  ${name.padEnd(13)} ${figures.map((px) => String(px).padStart(4)).join(' / ')}`,
      );
      if (why.length) console.info(why.join('\n'));
    }
  }
} finally {
  await browser.close();
}
console.info(worst > 0 ? `\nworst overflow ${String(worst)} px (goal 0)` : '\nno page overflows');
process.exitCode = worst > 0 ? 1 : 0;
