import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationFields } from '../positions/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions, BERLIN, makePosition, PARIS } from '../../test/positions.ts';
import type { ClientGet } from './pcsx-clients/http.ts';
import { careerOps, waypoint } from './pcsx-clients/js-and-go-clients.ts';
import {
  hostDomainAdapter,
  jobseek,
  microsoftWatcher,
  samdaniTrimble,
  whirlpoolFetcher,
} from './pcsx-clients/python-clients.ts';

/*
 * Seven public Eightfold PCSx clients, their requests and the fields they read ported line by
 * line (pcsx-clients/), replayed against the site: each must page through every position it
 * asks for and read every description it reads. Their sources: career-ops-hq/career-ops
 * providers/eightfold.mjs, colophon-group/jobseek apps/crawler/src/core/monitors/_pcsx.py,
 * udit-001/waypoint internal/boards/eightfold.go, SamdaniG/JobScraper scrapers/_eightfoldaiJB.py,
 * and three Python clients the public code index holds without a repository name (a Microsoft
 * careers watcher, a Whirlpool fetcher, a host/domain Eightfold adapter).
 */

let t: TestApp;
const HOST = 'jobs.acme.example';
const SITE = { host: HOST, domain: 'acme.example' };

const place = (city: string, region: string, country: string, countryCode: string) =>
  ({
    displayName: `${city}, ${country}`,
    city,
    region,
    country,
    countryCode,
    latitude: null,
    longitude: null,
  }) satisfies LocationFields;
const SEATTLE = place('Seattle', 'Washington', 'United States', 'US');
const MUMBAI = place('Mumbai', 'Maharashtra', 'India', 'IN');
const TORONTO = place('Toronto', 'Ontario', 'Canada', 'CA');

const ids = {
  all: [] as string[],
  us: [] as string[],
  india: [] as string[],
  canada: [] as string[],
};
const descriptionOf = (n: number) => `<p>Duties of position ${String(n)}.</p>`;
const EMPLOYMENT = ['full_time', 'part_time', 'contract'] as const;

beforeAll(async () => {
  t = await createTestApp({ config: { hosts: { names: [HOST] } } });
  const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
  const group = (count: number, title: string, location: LocationFields, first: number) =>
    Array.from({ length: count }, (_, n) =>
      makePosition({
        title: `${title} ${String(n + 1)}`,
        description: descriptionOf(first + n),
        employmentType: EMPLOYMENT[n % 3],
        postedAt: new Date(Date.UTC(2026, 9, 1 + first + n)),
        locations: [location],
      }),
    );
  const [robotics, support, ...rest] = await addPositions(t.app, tenant.id, [
    makePosition({
      title: 'Robotics Engineer',
      description: '<p>Build <strong>robots</strong>.</p>',
      displayJobId: 'AR-1001',
      workplaceType: 'hybrid',
      postedAt: new Date('2026-11-02T09:00:00Z'),
      locations: [BERLIN, PARIS],
    }),
    makePosition({
      title: 'Support Engineer',
      description: descriptionOf(0),
      workplaceType: 'remote',
      remoteLocations: ['DE'],
      postedAt: new Date('2026-11-05T09:00:00Z'),
      locations: [],
    }),
    ...group(12, 'Software Engineer', SEATTLE, 1),
    ...group(11, 'Data Analyst', MUMBAI, 13),
    ...group(3, 'Sales Manager', TORONTO, 24),
  ]);
  const all = [robotics!, support!, ...rest].map(String);
  ids.all = all;
  ids.us = all.slice(2, 14);
  ids.india = all.slice(14, 25);
  ids.canada = all.slice(25);
});
afterAll(async () => {
  await t.close();
});

type PcsxPosition = Record<string, unknown> & { id: number; name: string };

/** The clients' GET, on the site's host. */
const http: ClientGet = async (url) => {
  const { pathname, search } = new URL(url);
  const response = await t.app.inject({ url: pathname + search, headers: { host: HOST } });
  return { status: response.statusCode, text: response.body, json: () => response.json() };
};

const get = async (url: string) => {
  const response = await t.app.inject({ url, headers: { host: HOST, accept: 'application/json' } });
  return { statusCode: response.statusCode, body: response.json() };
};

const sorted = (values: Iterable<string>) => [...values].sort();

describe('seven public PCSx clients, replayed', () => {
  it('career-ops: the apply/v2 list refused with 403, then every page of /api/pcsx/search', async () => {
    const replay = await careerOps(http, SITE);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.all));
  });

  it('jobseek: every page until an empty one, each id parsed from positionUrl', async () => {
    const replay = await jobseek(http, SITE);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.all));
  });

  it('waypoint: the domain from the careers page, every page, every description', async () => {
    const replay = await waypoint(http, `https://${HOST}/careers`);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.all));
    expect(sorted(replay.descriptions.keys())).toEqual(sorted(ids.all));
    expect(replay.descriptions.get(ids.us[0]!)).toBe(descriptionOf(1));
  });

  it('JobScraper (Trimble): filter_include_remote ignored, Canada, every description', async () => {
    const replay = await samdaniTrimble(http, SITE);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.canada));
    expect(sorted(replay.descriptions.keys())).toEqual(sorted(ids.canada));
    expect(replay.descriptions.get(ids.canada[0]!)).toBe('Duties of position 24.');
    for (const job of replay.jobs.values())
      expect((job.creation_date as Date) <= (job.posted_date as Date)).toBe(true);
  });

  it('the Microsoft watcher: filter_seniority and filter_career_discipline ignored, every US page', async () => {
    const replay = await microsoftWatcher(http, SITE);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.us));
    expect(replay.jobs.get(ids.us[0]!)?.where).toBe('Seattle, WA, US');
  });

  it('the Whirlpool fetcher: every Indian page, every description from /api/apply/v2/jobs/{id}', async () => {
    const replay = await whirlpoolFetcher(http, SITE);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.india));
    expect(sorted(replay.descriptions.keys())).toEqual(sorted(ids.india));
    expect(replay.descriptions.get(ids.india[0]!)).toBe('Duties of position 13.');
  });

  it('the host/domain adapter: every US engineer page, descriptions and employment types', async () => {
    const replay = await hostDomainAdapter(http, SITE, ['engineer']);
    expect(sorted(replay.jobs.keys())).toEqual(sorted(ids.us));
    expect(sorted(replay.descriptions.keys())).toEqual(sorted(ids.us));
    expect(ids.us.slice(0, 3).map((id) => replay.jobs.get(id)?.employment_type)).toEqual([
      'Full-Time',
      'Part-Time',
      'Contract',
    ]);
  });
});

describe('public PCSx clients', () => {
  it('writes places, dates and remote work as PCSx does', async () => {
    const seen = new Map<number, PcsxPosition>();
    for (let start = 0; start < ids.all.length; start += 10) {
      const { body } = await get(`/api/pcsx/search?domain=acme.example&start=${String(start)}`);
      for (const position of body.data.positions as PcsxPosition[]) seen.set(position.id, position);
    }
    const byName = (name: string) => [...seen.values()].find((position) => position.name === name)!;
    expect(byName('Robotics Engineer').standardizedLocations).toEqual([
      'Berlin, BE, DE',
      'Paris, Île-de-France, FR',
    ]);
    expect(byName('Software Engineer 1').standardizedLocations).toEqual(['Seattle, WA, US']);
    expect(byName('Data Analyst 1').standardizedLocations).toEqual(['Mumbai, MH, IN']);
    expect(byName('Sales Manager 1').standardizedLocations).toEqual(['Toronto, ON, CA']);
    // a remote position created without a location
    expect(byName('Support Engineer')).toMatchObject({
      standardizedLocations: ['Remote'],
      workLocationOption: 'remote',
    });
    for (const position of seen.values())
      expect(position.creationTs as number).toBeLessThanOrEqual(position.postedTs as number);
    expect(byName('Software Engineer 2').efcustomTextEmploymentType).toEqual(['Part-Time']);
  });

  it('carries the domain on the careers page in the pcsx-data block', async () => {
    const page = await t.app.inject({ url: '/careers', headers: { host: HOST } });
    expect(page.body).toContain(
      '<code id="pcsx-data" style="display:none;" data-nosnippet>{&#34;domain&#34;:&#34;acme.example&#34;}</code>',
    );
  });

  it('answers /api/apply/v2/jobs/{id} as PCSx does, and a closed or unknown id with 404', async () => {
    const id = ids.all[0]!;
    const { statusCode, body } = await get(`/api/apply/v2/jobs/${id}?domain=acme.example`);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      id: Number(id),
      name: 'Robotics Engineer',
      display_job_id: 'AR-1001',
      job_description: '<p>Build <strong>robots</strong>.</p>',
      location: 'Berlin, Germany',
      locations: ['Berlin, Germany', 'Paris, France'],
      department: 'Sales',
      work_location_option: 'hybrid',
      canonicalPositionUrl: `http://${HOST}/careers/job/${id}`,
      domain: 'acme.example',
    });
    expect(body.t_create).toBeLessThanOrEqual(body.t_update);
    const missing = await get('/api/apply/v2/jobs/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, data: {}, error: { code: 'not_found' } });
  });

  it('gives an error the status and data PCSx clients read', async () => {
    // udit-001/waypoint's sibling clients in Go decode {status, error: {message}, data} and
    // report "reported status %d (%s)"; Python ones read body["data"] before anything else
    const { statusCode, body } = await get('/api/pcsx/position_details?position_id=999999');
    expect(statusCode).toBe(404);
    expect(body.status).toBe(404);
    expect(body.data).toEqual({});
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.message).toBe(body.error.message);
  });

  it('reads the description and the fields directly under data on position_details', async () => {
    const { body: search } = await get(
      '/api/pcsx/search?domain=acme.example&query=robotics&start=0',
    );
    const id = (search.data.positions as PcsxPosition[])[0]!.id;
    const { statusCode, body } = await get(
      `/api/pcsx/position_details?position_id=${String(id)}&domain=acme.example&hl=en`,
    );
    expect(statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      name: 'Robotics Engineer',
      jobDescription: '<p>Build <strong>robots</strong>.</p>',
      locations: ['Berlin, Germany', 'Paris, France'],
      standardizedLocations: ['Berlin, BE, DE', 'Paris, Île-de-France, FR'],
      department: 'Sales',
      postedTs: Date.parse('2026-11-02T09:00:00Z') / 1000,
      positionUrl: `/careers/job/${String(id)}`,
      publicUrl: `http://${HOST}/careers/job/${String(id)}`,
      displayJobId: 'AR-1001',
      workLocationOption: 'hybrid',
      efcustomTextEmploymentType: ['Full-Time'],
    });
    // what the web app reads is still there
    expect(body.data.position).toMatchObject({ id, name: 'Robotics Engineer' });
    expect(body.data.metadata).toEqual({ isFallback: false });
    // a client merging details over its search result gets the description
    const merged = { ...search.data.positions[0], ...body.data };
    expect(merged.jobDescription).toContain('robots');
  });

  it.each(['new', 'newest', 'date'])(
    'sorts newest first for sort_by=%s with a country as location',
    async (sort) => {
      const { statusCode, body } = await get(
        `/api/pcsx/search?domain=acme.example&start=0&num=10&location=United%20States&sort_by=${sort}`,
      );
      expect(statusCode).toBe(200);
      expect(body.data.sortBy).toBe('timestamp');
      const stamps = (body.data.positions as { postedTs: number }[]).map((p) => p.postedTs);
      expect(stamps.length).toBeGreaterThan(1);
      expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    },
  );

  it('falls back to relevance for an unknown sort and for distance with a country', async () => {
    for (const sort of ['popularity', 'distance']) {
      const { statusCode, body } = await get(
        `/api/pcsx/search?domain=acme.example&location=Germany&sort_by=${sort}`,
      );
      expect(statusCode).toBe(200);
      expect(body.data.sortBy).toBe('relevance');
      expect(body.data.count).toBeGreaterThan(0);
    }
  });

  it('documents the fallback in the OpenAPI description', async () => {
    const { body } = await get('/api/docs');
    const params = body.paths['/api/pcsx/search'].get.parameters as {
      name: string;
      description?: string;
    }[];
    expect(params.find((param) => param.name === 'sort_by')?.description).toMatch(
      /Any other value: relevance/,
    );
  });
});
