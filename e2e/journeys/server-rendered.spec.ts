import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The public pages leave the server rendered (issue 15): a reader without JavaScript (a crawler,
// a link preview) sees the jobs and a job in full, and a browser whose calls to /api/* fail still
// shows the job it was given. Titles are the same in the server's HTML and after hydration, on
// both demo tenants; unknown pages answer 404 with noindex.

const TENANTS = [
  { domain: 'northwind.example', company: 'Northwind Traders' },
  { domain: 'contoso.example', company: 'Contoso Health' },
] as const;

type Details = { position: { id: number; name: string; description: string } };

/** The first job of a tenant's first page of results, with what its page must show. */
const firstJob = async (request: APIRequestContext, domain: string) => {
  const search = await request.get(`/api/pcsx/search?domain=${domain}`);
  const { positions } = ((await search.json()) as { data: { positions: { id: number }[] } }).data;
  const id = positions[0]?.id;
  expect(id, `a job on ${domain}`).toBeDefined();
  const details = await request.get(`/api/pcsx/position_details?position_id=${String(id)}`, {
    params: { domain },
  });
  const { position } = ((await details.json()) as { data: Details }).data;
  // the first sentence of the description, as text
  const firstParagraph = /<p>([^<]{20,}?[.!?])/.exec(position.description)?.[1] ?? '';
  return {
    ...position,
    url: `/careers/job/${String(position.id)}?domain=${domain}`,
    firstParagraph,
  };
};

const titleIn = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const expectJobShown = async (page: Page, job: Awaited<ReturnType<typeof firstJob>>) => {
  await expect(page.getByRole('heading', { level: 1, name: job.name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About the job' })).toContainText(
    job.firstParagraph,
  );
  await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^/careers/apply\\?.*pid=${String(job.id)}`),
  );
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page shows ten jobs with links', async ({ page }) => {
    await page.goto('/careers');
    const links = page.getByRole('main').locator('a[href^="/careers/job/"]');
    const hrefs = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
    expect(hrefs.size).toBe(10);
    for (const link of await links.all()) await expect(link).not.toHaveText('');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find your next role' }),
    ).toBeVisible();
  });

  test('a job page shows its title, description and apply link', async ({ page, request }) => {
    const job = await firstJob(request, TENANTS[0].domain);
    await page.goto(job.url);
    await expectJobShown(page, job);
  });
});

test('with /api/* blocked, a job page still shows its title, description and apply link', async ({
  page,
  request,
  pageProblems,
}) => {
  const job = await firstJob(request, TENANTS[0].domain);
  await page.route('**/api/**', (route) => route.abort());
  await page.goto(job.url);
  await expectJobShown(page, job);
  // the app took the page over (hydration), and nothing it drew disagreed with the server's
  await expect(page.locator('#server-state')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectJobShown(page, job);
  expect(pageProblems).toEqual([]);
});

test('a server-rendered job page shows its description as the server sanitised it, without DOMPurify', async ({
  page,
  request,
  pageProblems,
}) => {
  const job = await firstJob(request, TENANTS[0].domain);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto(job.url);
  await expect(page.locator('#server-state')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectJobShown(page, job);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.includes('sanitize-html'))).toEqual([]);
  expect(pageProblems).toEqual([]);
});

test("a server-rendered page is painted before the app's code is fetched, then hydrates", async ({
  page,
  pageProblems,
}) => {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameAt = String(performance.now());
    });
  });
  await page.goto('/careers');
  await expect(page.locator('html'), 'the page has hydrated').toHaveAttribute('data-interactive');
  const { firstFrameAt, scripts } = await page.evaluate(() => ({
    firstFrameAt: Number(document.documentElement.dataset.firstFrameAt),
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/gen/js/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  // the page's own entry comes with it; the app's code (the entry, React, the page's chunk)
  // is asked for once the first frame is drawn
  const appScripts = scripts.filter(({ path }) => !path.includes('/paint-first-'));
  expect(scripts.length - appScripts.length).toBe(1);
  expect(appScripts.length).toBeGreaterThan(5);
  for (const { path, startTime } of appScripts) {
    expect(startTime, path).toBeGreaterThan(firstFrameAt);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next role' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

for (const { domain, company } of TENANTS) {
  test(`a job page on ${domain} is titled '{position} | {company}' before and after hydration`, async ({
    page,
    request,
  }) => {
    const job = await firstJob(request, domain);
    const expected = `${job.name} | ${company}`;
    const served = await request.get(job.url);
    expect(served.status()).toBe(200);
    expect(titleIn(await served.text())).toBe(expected);
    await page.goto(job.url);
    await expect(
      page.getByRole('heading', { level: 1, name: job.name, exact: true }),
    ).toBeVisible();
    await expect(page.locator('#server-state')).toHaveCount(0);
    await expect(page).toHaveTitle(expected);
  });
}

test('an unknown /careers page answers 404 with noindex, and says so', async ({
  page,
  request,
}) => {
  const served = await request.get('/careers/no/such/page');
  expect(served.status()).toBe(404);
  expect(await served.text()).toContain('<meta name="robots" content="noindex">');
  const response = await page.goto('/careers/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a job address that names no position (/careers/job/abc) answers 404 with the not-found page', async ({
  page,
  request,
}) => {
  const served = await request.get('/careers/job/abc');
  expect(served.status()).toBe(404);
  expect(await served.text()).toContain('<meta name="robots" content="noindex">');
  const response = await page.goto('/careers/job/abc');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is not available' }),
  ).toBeVisible();
});

for (const { domain } of TENANTS) {
  test(`a crawler reaches every job of ${domain} from /careers by its <a href> links alone`, async ({
    request,
  }) => {
    const search = await request.get(`/api/pcsx/search?domain=${domain}`);
    const { count } = ((await search.json()) as { data: { count: number } }).data;
    const jobs = new Set<string>();
    let next: string | undefined = `/careers?domain=${domain}`;
    let pages = 0;
    while (next && pages < 100) {
      const html = await (await request.get(next)).text();
      pages += 1;
      for (const [, id] of html.matchAll(/<a\b[^>]*href="\/careers\/job\/(\d+)/g)) jobs.add(id!);
      const href =
        /<a\b[^>]*rel="next"[^>]*href="([^"]+)"|<a\b[^>]*href="([^"]+)"[^>]*rel="next"/.exec(html);
      next = (href?.[1] ?? href?.[2])?.replace(/&amp;/g, '&');
      if (next && !next.includes('domain=')) next += `&domain=${domain}`;
    }
    expect(jobs.size).toBe(count);
    expect(pages).toBe(Math.ceil(count / 10));
  });
}

test('the pager is links that turn the page in place, without loading another document', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/careers');
  await expect(page.locator('html'), 'the page has hydrated').toHaveAttribute('data-interactive');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const next = page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', {
    name: 'Next',
  });
  await expect(next).toHaveAttribute('href', /start=10/);
  await next.click();
  await expect(page).toHaveURL(/start=10/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(pageProblems).toEqual([]);
});
