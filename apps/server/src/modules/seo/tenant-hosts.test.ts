import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

/*
 * Two tenants with host names of their own: Acme (the default) on jobs.acme.example and
 * careers.acme.example, canonical the first; Globex on careers.globex.example with no canonical.
 * Every address a page, a sitemap or robots.txt gives is on the tenant's own host.
 */
let t: TestApp;
let acmeJob: number;
let globexJob: number;

const inject = (host: string, url: string) => t.app.inject({ url, headers: { host } });

beforeEach(async () => {
  t = await createTestApp({
    config: {
      hosts: {
        names: ['jobs.acme.example', 'careers.acme.example'],
        canonical: 'jobs.acme.example',
        companyWebsite: 'https://www.acme.example/',
      },
    },
  });
  await t.app.deps.db
    .insertInto('tenants')
    .values({
      domain: 'globex.example',
      name: 'Globex',
      config: JSON.stringify({
        branding: { companyName: 'Globex', logoUrl: '/brand/globex.png' },
        hosts: { names: ['careers.globex.example'] },
      }),
    })
    .execute();
  await t.app.deps.tenants.reload();
  const create = async (domain: string) => {
    const response = await withToken(t.app, await newToken(t.app, domain), {
      method: 'POST',
      url: `/api/admin/positions?domain=${domain}`,
      payload: positionBody(),
    });
    return (response.json() as { data: { id: number } }).data.id;
  };
  acmeJob = await create(TEST_DOMAIN);
  globexJob = await create('globex.example');
});
afterEach(async () => {
  await t.close();
});

const tag = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('tenants on hosts of their own', () => {
  it('serves each tenant on its hosts, with links on its canonical host or the one it came on', async () => {
    const acme = await inject('careers.acme.example', `/careers/job/${String(acmeJob)}`);
    expect(acme.statusCode).toBe(200);
    const acmeUrl = `http://jobs.acme.example/careers/job/${String(acmeJob)}`;
    expect(acme.body).toContain(`<link rel="canonical" href="${acmeUrl}">`);
    expect(tag(acme.body, 'og:url')).toBe(acmeUrl);

    const globex = await inject('careers.globex.example', `/careers/job/${String(globexJob)}`);
    expect(globex.statusCode).toBe(200);
    const globexUrl = `http://careers.globex.example/careers/job/${String(globexJob)}`;
    expect(tag(globex.body, 'og:url')).toBe(globexUrl);
    expect(globex.body).not.toContain('acme');
    expect(globex.body).not.toContain('?domain=');

    // one tenant's position is not found on the other's host
    const crossed = await inject('careers.globex.example', `/careers/job/${String(acmeJob)}`);
    expect(crossed.statusCode).toBe(404);
  });

  it("lists each tenant's sitemap entries on its own host, never with ?domain=", async () => {
    const globex = (await inject('careers.globex.example', '/sitemap.xml')).body;
    expect(globex).toContain('<loc>http://careers.globex.example/careers</loc>');
    expect(globex).toContain(
      `<loc>http://careers.globex.example/careers/job/${String(globexJob)}</loc>`,
    );
    expect(globex).not.toContain('acme');
    const acme = (await inject('careers.acme.example', '/sitemap.xml')).body;
    expect(acme).toContain(`<loc>http://jobs.acme.example/careers/job/${String(acmeJob)}</loc>`);
    expect(acme).not.toContain('domain=');
  });

  it("robots.txt names the tenant's sitemap on its host, and the others' on theirs", async () => {
    const globex = (await inject('careers.globex.example', '/robots.txt')).body;
    expect(globex).toContain('Sitemap: http://careers.globex.example/sitemap.xml');
    const acme = (await inject('jobs.acme.example', '/robots.txt')).body;
    expect(acme.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
      'Sitemap: http://jobs.acme.example/sitemap.xml',
      'Sitemap: http://careers.globex.example/sitemap.xml',
    ]);
  });

  it('never turns a Host header that is not the tenant’s into a link', async () => {
    const spoofed = await inject('evil.example', `/careers/job/${String(acmeJob)}`);
    expect(spoofed.body).not.toContain('evil.example');
    expect(tag(spoofed.body, 'og:url')).toBe(
      `http://jobs.acme.example/careers/job/${String(acmeJob)}`,
    );
  });

  it('gives PCSx clients the job page on the tenant’s host', async () => {
    const search = await inject('careers.globex.example', '/api/pcsx/search');
    expect(search.json().data.positions[0].publicUrl).toBe(
      `http://careers.globex.example/careers/job/${String(globexJob)}`,
    );
  });
});

describe('link previews', () => {
  it('show the logo on a job page, with the Twitter card, and the sameAs of the employer', async () => {
    const html = (await inject('careers.globex.example', `/careers/job/${String(globexJob)}`)).body;
    expect(tag(html, 'og:image')).toBe('http://careers.globex.example/brand/globex.png');
    expect(tag(html, 'twitter:card')).toBe('summary');
    expect(tag(html, 'twitter:image')).toBe('http://careers.globex.example/brand/globex.png');
    expect(tag(html, 'twitter:title')).toBe('Robot Whisperer');
    // the JobPosting's hiringOrganization.logo: the tenant's logo, absolute on its own host
    expect(html).toContain('"logo":"http://careers.globex.example/brand/globex.png"');
    const acme = (await inject('jobs.acme.example', `/careers/job/${String(acmeJob)}`)).body;
    expect(acme).toContain('"sameAs":"https://www.acme.example/"');
  });

  it('are on the search page too, with its canonical address on the tenant’s host', async () => {
    const response = await inject('careers.globex.example', '/careers?query=robot');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<link rel="canonical" href="http://careers.globex.example/careers">');
    expect(tag(html, 'og:url')).toBe('http://careers.globex.example/careers');
    expect(tag(html, 'og:title')).toBe('Careers at Globex');
    expect(tag(html, 'og:image')).toBe('http://careers.globex.example/brand/globex.png');
    expect(tag(html, 'twitter:card')).toBe('summary');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('show a generated card in the tenant’s colours when it has no logo', async () => {
    const html = (await inject('jobs.acme.example', `/careers/job/${String(acmeJob)}`)).body;
    expect(tag(html, 'og:image')).toBe('http://jobs.acme.example/og/card.png');
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    const card = await inject('jobs.acme.example', '/og/card.png');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(card.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(card.rawPayload.readUInt32BE(20)).toBe(630);
  });
});
