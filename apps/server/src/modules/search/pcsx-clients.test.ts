import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions, BERLIN, makePosition, PARIS } from '../../test/positions.ts';

/*
 * The requests public Eightfold PCSx clients send, replayed, and the fields they read, read.
 * From their source:
 * - career-ops-hq/career-ops, providers/eightfold.mjs (JavaScript): GET /api/pcsx/search with
 *   domain and start; reads data.positions, data.count, each position's id and name.
 * - colophon-group/jobseek, apps/crawler/src/core/monitors/_pcsx.py (Python): GET
 *   /api/pcsx/search with domain, query, location (empty), start and num; reads data.positions
 *   and data.count, standardizedLocations ("Milan, Lombardy, IT"), postedTs, positionUrl
 *   (/careers/job/{id}, the id parsed from it) and workLocationOption (onsite/hybrid/remote).
 * - Microsoft-careers providers (Python and JavaScript, found by their code in the search
 *   index without a repository name): search with domain, query, location, start; then
 *   position_details with position_id, domain and hl=en, reading data.jobDescription,
 *   displayJobId, standardizedLocations, positionUrl/publicUrl, postedTs, creationTs,
 *   workLocationOption, and `status` in the body.
 * - Eightfold adapters that ask for the newest jobs with sort_by=new and a country as location.
 */

let t: TestApp;
const HOST = 'jobs.acme.example';

beforeAll(async () => {
  t = await createTestApp({ config: { hosts: { names: [HOST] } } });
  const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
  await addPositions(t.app, tenant.id, [
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
      workplaceType: 'remote',
      remoteLocations: ['DE'],
      postedAt: new Date('2026-11-05T09:00:00Z'),
      locations: [],
    }),
    ...Array.from({ length: 11 }, (_, n) =>
      makePosition({
        title: `Sales Lead ${String(n + 1)}`,
        postedAt: new Date(Date.UTC(2026, 9, n + 1)),
      }),
    ),
  ]);
});
afterAll(async () => {
  await t.close();
});

type PcsxPosition = Record<string, unknown> & { id: number; name: string };

const get = async (url: string) => {
  const response = await t.app.inject({ url, headers: { host: HOST, accept: 'application/json' } });
  return { statusCode: response.statusCode, body: response.json() };
};

describe('public PCSx clients', () => {
  it('walks every page as the JavaScript and Python crawlers do, with status 200 in the body', async () => {
    const seen = new Map<number, PcsxPosition>();
    let count = Infinity;
    for (let start = 0; start < count; start += 10) {
      const { statusCode, body } = await get(
        `/api/pcsx/search?domain=acme.example&query=&location=&start=${String(start)}&num=10`,
      );
      expect(statusCode).toBe(200);
      expect(body.status).toBe(200);
      count = body.data.count;
      for (const position of body.data.positions as PcsxPosition[]) seen.set(position.id, position);
    }
    expect(seen.size).toBe(13);

    const robotics = [...seen.values()].find((position) => position.name === 'Robotics Engineer')!;
    expect(robotics).toMatchObject({
      standardizedLocations: ['Berlin, DE', 'Paris, Île-de-France, FR'],
      positionUrl: `/careers/job/${String(robotics.id)}`,
      publicUrl: `http://${HOST}/careers/job/${String(robotics.id)}`,
      displayJobId: 'AR-1001',
      atsJobId: 'AR-1001',
      workLocationOption: 'hybrid',
      postedTs: Date.parse('2026-11-02T09:00:00Z') / 1000,
      creationTs: expect.any(Number),
    });
    // the crawler joins the job id it parses from positionUrl with its sitemap
    expect(/\/careers\/job\/(\d+)/.exec(robotics.positionUrl as string)?.[1]).toBe(
      String(robotics.id),
    );
    const support = [...seen.values()].find((position) => position.name === 'Support Engineer')!;
    expect(support).toMatchObject({
      workLocationOption: 'remote',
      displayJobId: String(support.id),
    });
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
      standardizedLocations: ['Berlin, DE', 'Paris, Île-de-France, FR'],
      department: 'Sales',
      postedTs: Date.parse('2026-11-02T09:00:00Z') / 1000,
      positionUrl: `/careers/job/${String(id)}`,
      publicUrl: `http://${HOST}/careers/job/${String(id)}`,
      displayJobId: 'AR-1001',
      workLocationOption: 'hybrid',
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
        `/api/pcsx/search?domain=acme.example&start=0&num=10&location=Germany&sort_by=${sort}`,
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
