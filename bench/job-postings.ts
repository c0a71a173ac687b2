// npm run bench:job-postings -- [--url http://localhost:3000] [--port P]
// What Google for Jobs reads of the demo: every job page of every demo tenant (the sitemap's
// list), its JobPosting JSON-LD extracted by @marbec/web-auto-extractor and checked by
// @adobe/structured-data-validator (Google's required and recommended JobPosting fields), plus
// the figures the validator does not look at: hiringOrganization.logo (and whether it answers an
// image), addressRegion on the postal addresses, how many jobs a crawler reaches from /careers by
// following <a href> links alone, and what /careers/job/abc answers. Without --url it starts its
// own server on a fresh embedded database seeded with the demo (as `npm start` does).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DEMO_TENANTS } from '../apps/server/src/demo/demo-tenants.ts';
import { placesOf, validateJobPostingPage } from '../apps/server/src/test/structured-data.ts';

const { values } = parseArgs({
  options: { url: { type: 'string' }, port: { type: 'string', default: '3302' } },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.info(line);

const startServer = async (port: number) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-job-postings-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${String(child.exitCode)}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
};

const server = values.url
  ? { url: values.url.replace(/\/$/, ''), stop: async () => {} }
  : await startServer(Number(values.port));
log(`server: ${server.url}`);

const get = async (pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
};
const withDomain = (pathname: string, domain: string) =>
  /[?&]domain=/.test(pathname)
    ? pathname
    : `${pathname}${pathname.includes('?') ? '&' : '?'}domain=${domain}`;
const decode = (href: string) => href.replace(/&amp;/g, '&');

/** Follows the <a href> links of /careers pages only (no script), as a crawler would. */
const crawl = async (domain: string) => {
  const seen = new Set<string>();
  const jobs = new Set<string>();
  const queue = [withDomain('/careers', domain)];
  while (queue.length > 0 && seen.size < 200) {
    const page = queue.shift()!;
    if (seen.has(page)) continue;
    seen.add(page);
    const { status, text } = await get(page);
    if (status !== 200) continue;
    for (const [, href] of text.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const target = decode(href!);
      const job = /^\/careers\/job\/(\d+)/.exec(target);
      if (job) jobs.add(job[1]!);
      else if (/^\/careers(\?|$)/.test(target) && /[?&]start=/.test(target)) {
        const next = withDomain(target, domain);
        if (!seen.has(next)) queue.push(next);
      }
    }
  }
  return { pages: seen.size, jobs: jobs.size };
};

const logoAnswersImage = new Map<string, boolean>();
const isImage = async (url: string) => {
  if (!logoAnswersImage.has(url)) {
    const response = await fetch(url).catch(() => undefined);
    logoAnswersImage.set(
      url,
      Boolean(response?.ok && response.headers.get('content-type')?.startsWith('image/')),
    );
  }
  return logoAnswersImage.get(url)!;
};

type Figures = {
  positions: number;
  pages: number;
  withErrors: number;
  withWarnings: number;
  listedPlaces: number;
  telecommuteWithoutArea: number;
  withLogo: number;
  logoIsImage: number;
  addresses: number;
  addressesWithRegion: number;
  messages: Map<string, number>;
};

const audit = async (domain: string): Promise<Figures> => {
  const sitemap = await get(withDomain('/sitemap.xml', domain));
  const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(decode(loc!)))
    .filter((url) => url.pathname.startsWith('/careers/job/'))
    // a posting's other languages are pages of their own (?hl=de), with their own JSON-LD
    .map((url) => withDomain(`${url.pathname}${url.search}`, domain));
  const positions = new Set(paths.map((pathname) => pathname.split('?')[0])).size;
  const figures: Figures = {
    positions,
    pages: 0,
    withErrors: 0,
    withWarnings: 0,
    listedPlaces: 0,
    telecommuteWithoutArea: 0,
    withLogo: 0,
    logoIsImage: 0,
    addresses: 0,
    addressesWithRegion: 0,
    messages: new Map(),
  };
  for (const pathname of paths) {
    const page = await get(pathname);
    figures.pages += 1;
    const { postings, errors, warnings, listedPlaces } = await validateJobPostingPage(page.text);
    if (postings.length !== 1)
      errors.push({ severity: 'ERROR', issueMessage: 'not one JobPosting', rootType: '' });
    for (const issue of [...errors, ...warnings]) {
      const key = `${issue.severity} ${issue.issueMessage}`;
      figures.messages.set(key, (figures.messages.get(key) ?? 0) + 1);
    }
    if (errors.length > 0) figures.withErrors += 1;
    if (warnings.length > 0) figures.withWarnings += 1;
    if (listedPlaces) figures.listedPlaces += 1;
    const posting = postings[0];
    if (!posting) continue;
    if (posting.jobLocationType === 'TELECOMMUTE' && !posting.applicantLocationRequirements)
      figures.telecommuteWithoutArea += 1;
    const logo = posting.hiringOrganization?.logo;
    if (logo) {
      figures.withLogo += 1;
      if (await isImage(logo)) figures.logoIsImage += 1;
    }
    for (const place of placesOf(posting)) {
      figures.addresses += 1;
      if (place.address?.addressRegion) figures.addressesWithRegion += 1;
    }
  }
  return figures;
};

const totals = { pages: 0, errors: 0, warnings: 0, telecommute: 0, logo: 0, logoImage: 0 };
const regions = { addresses: 0, withRegion: 0 };
const crawled = { jobs: 0, positions: 0 };
try {
  for (const { domain } of DEMO_TENANTS) {
    const figures = await audit(domain);
    const reached = await crawl(domain);
    const missing = await get(withDomain('/careers/job/abc', domain));
    const unknown = await get(withDomain('/careers/job/999999', domain));
    log(
      `\n${domain}: ${String(figures.pages)} job pages of ${String(figures.positions)} positions`,
    );
    log(`  postings with a validator error: ${String(figures.withErrors)}`);
    log(
      `  postings whose list of places the validator cannot read (every place has its country): ${String(figures.listedPlaces)}`,
    );
    log(
      `  postings with a validator warning (a recommended field missing): ${String(figures.withWarnings)}`,
    );
    for (const [message, count] of [...figures.messages].sort((a, b) => b[1] - a[1]))
      log(`    ${String(count)} × ${message}`);
    log(
      `  TELECOMMUTE without applicantLocationRequirements: ${String(figures.telecommuteWithoutArea)}`,
    );
    log(
      `  hiringOrganization.logo: ${String(figures.withLogo)} (answers an image: ${String(figures.logoIsImage)})`,
    );
    log(
      `  addressRegion: ${String(figures.addressesWithRegion)} of ${String(figures.addresses)} addresses`,
    );
    log(
      `  jobs reached from /careers by <a href> alone: ${String(reached.jobs)} (${String(reached.pages)} result pages)`,
    );
    log(
      `  /careers/job/abc: ${String(missing.status)}, /careers/job/999999: ${String(unknown.status)}`,
    );
    totals.pages += figures.pages;
    totals.errors += figures.withErrors;
    totals.warnings += figures.withWarnings;
    totals.telecommute += figures.telecommuteWithoutArea;
    totals.logo += figures.withLogo;
    totals.logoImage += figures.logoIsImage;
    regions.addresses += figures.addresses;
    regions.withRegion += figures.addressesWithRegion;
    crawled.jobs += reached.jobs;
    crawled.positions += figures.positions;
  }
  log(
    `\njob-postings: ${String(totals.pages)} pages | errors ${String(totals.errors)} | ` +
      `warnings ${String(totals.warnings)} | telecommute without area ${String(totals.telecommute)} | ` +
      `logo ${String(totals.logo)} (image ${String(totals.logoImage)}) | ` +
      `addressRegion ${String(regions.withRegion)}/${String(regions.addresses)} | ` +
      `crawled ${String(crawled.jobs)}/${String(crawled.positions)} positions`,
  );
} finally {
  await server.stop();
}
