import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateJobPostingPage } from '../../test/structured-data.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addTenant, newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

let t: TestApp;
let token: string;

const create = async (overrides: Parameters<typeof positionBody>[0] = {}, domain = TEST_DOMAIN) => {
  const as = domain === TEST_DOMAIN ? token : await newToken(t.app, domain);
  const response = await withToken(t.app, as, {
    method: 'POST',
    url: `/api/admin/positions?domain=${domain}`,
    payload: positionBody(overrides),
  });
  return (response.json() as { data: { id: number } }).data.id;
};

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, 'other.example');
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

/** schema.org JobPosting: required, then recommended properties (Google's structured data). */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'];
const RECOMMENDED = ['validThrough', 'employmentType', 'identifier', 'baseSalary'];

describe('job pages for search engines', () => {
  it('serve a complete JobPosting with title, description and Open Graph', async () => {
    const id = await create({
      title: 'Robot Whisperer <Senior>',
      salaryMin: 70_000,
      salaryMax: 90_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      closesAt: '2027-06-30T00:00:00Z',
    });
    const response = await t.app.inject({ url: `/careers/job/${String(id)}-robot-whisperer` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Robot Whisperer &lt;Senior&gt; | Acme Robotics</title>');
    expect(html).toMatch(
      /<meta name="description" content="Robot Whisperer &lt;Senior&gt; at Acme Robotics, Berlin, Germany\. Teach robots to listen\.">/,
    );
    expect(html).toContain('<meta property="og:title" content="Robot Whisperer &lt;Senior&gt;">');
    expect(html).not.toContain('noindex');

    const posting = jsonLdOf(html)!;
    for (const property of [...REQUIRED, ...RECOMMENDED, 'jobLocation'])
      expect(posting, property).toHaveProperty(property);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Robot Whisperer <Senior>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Robotics' },
      identifier: { '@type': 'PropertyValue', value: String(id) },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 70_000,
          maxValue: 90_000,
          unitText: 'YEAR',
        },
      },
    });
    expect(Date.parse(posting.datePosted as string)).toBeLessThan(
      Date.parse(posting.validThrough as string),
    );
    // Nothing in the JSON can close the script element.
    expect(html).not.toContain('<Senior></script>');
  });

  it('marks a remote position TELECOMMUTE with the countries it hires in', async () => {
    const id = await create({ isRemote: true });
    const posting = jsonLdOf((await t.app.inject({ url: `/careers/job/${String(id)}` })).body)!;
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'DE' }],
    });
  });

  it("answers 404 with noindex for a closed, unknown or other site's position", async () => {
    const closed = await create();
    await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions/${String(closed)}/close?domain=${TEST_DOMAIN}`,
    });
    const theirs = await create({}, 'other.example');
    for (const id of [String(closed), String(theirs), '99999', 'abc', '0', 'private-x']) {
      const response = await t.app.inject({ url: `/careers/job/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(jsonLdOf(response.body)).toBeUndefined();
    }
    const privateLink = await t.app.inject({ url: `/careers/job/private?pid=${String(closed)}` });
    expect(privateLink.statusCode).toBe(200);
    expect(privateLink.body).toContain('noindex');
  });
});

// @adobe/structured-data-validator, Google's JobPosting rules as someone else wrote them
describe('job pages through a structured-data validator', () => {
  it('finds no error on an on-site, a US-state, a one-country remote and a worldwide remote job', async () => {
    const seattle = {
      displayName: 'Seattle, WA, United States',
      city: 'Seattle',
      region: 'Washington',
      country: 'United States',
      countryCode: 'US',
      latitude: 47.61,
      longitude: -122.33,
    };
    const jobs = [
      await create({ closesAt: '2027-06-30T00:00:00Z' }),
      await create({ locations: [seattle] }),
      await create({ workplaceType: 'remote', remoteLocations: ['DE'], locations: [] }),
      await create({ workplaceType: 'remote', remoteLocations: [], locations: [] }),
    ];
    const found = [];
    for (const id of jobs) {
      const response = await t.app.inject({ url: `/careers/job/${String(id)}` });
      const { postings, errors } = await validateJobPostingPage(response.body);
      expect(postings, String(id)).toHaveLength(1);
      expect(errors, String(id)).toEqual([]);
      found.push(postings[0] as Record<string, unknown>);
    }
    expect(found[1]).toMatchObject({ jobLocation: { address: { addressRegion: 'WA' } } });
    expect(found[3]).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect((found[3]!.applicantLocationRequirements as unknown[]).length).toBeGreaterThan(240);
  });

  it('is the validator that fails a remote job with no applicant countries', async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Support Engineer',
      description: '<p>Help.</p>',
      datePosted: '2026-11-01T00:00:00Z',
      hiringOrganization: { '@type': 'Organization', name: 'Acme' },
      jobLocationType: 'TELECOMMUTE',
    })}</script>`;
    const { errors } = await validateJobPostingPage(html);
    expect(errors).toContainEqual(
      expect.objectContaining({
        severity: 'ERROR',
        issueMessage: 'Required attribute "applicantLocationRequirements" is missing',
      }),
    );
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the open positions of the tenant with lastmod', async () => {
    const open = await create();
    const closed = await create();
    await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions/${String(closed)}/close?domain=${TEST_DOMAIN}`,
    });
    const theirs = await create({}, 'other.example');
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const xml = response.body;
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toMatch(
      new RegExp(
        `<loc>http://localhost:\\d+/careers/job/${String(open)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    expect(xml).not.toContain(`/careers/job/${String(closed)}<`);
    expect(xml).not.toContain(`/careers/job/${String(theirs)}<`);

    const other = await t.app.inject({ url: '/sitemap.xml?domain=other.example' });
    expect(other.body).toContain(`/careers/job/${String(theirs)}?domain=other.example</loc>`);
  });

  it('robots.txt allows the careers pages and the public search and position API, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent: *');
    for (const path of ['/careers', '/api/pcsx/search', '/api/pcsx/position_details', '/feeds/'])
      expect(response.body).toContain(`Allow: ${path}`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
