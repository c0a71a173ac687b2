import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

const HOST = 'jobs.acme.example';
const KEY = 'a1b2c3d4e5f6a7b8';

/** A fake IndexNow engine speaking HTTP: it records each ping's body and answers 202. */
const startIndexNow = async () => {
  const pings: { path: string; contentType: string; body: Record<string, unknown> }[] = [];
  let arrived: () => void = () => undefined;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pings.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.writeHead(202).end();
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/indexnow`,
    pings,
    /** Resolves once `count` pings have arrived. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (pings.length >= count ? resolve() : undefined);
        arrived = check;
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let t: TestApp;
let token: string;
let indexNow: Awaited<ReturnType<typeof startIndexNow>>;

beforeEach(async () => {
  indexNow = await startIndexNow();
  t = await createTestApp({
    config: { hosts: { names: [HOST], indexNow: { enabled: true, key: KEY } } },
    env: { INDEXNOW_ENDPOINT: indexNow.url },
  });
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
  await indexNow.close();
});

const admin = (method: 'POST' | 'PUT', path: string, payload?: object) =>
  withToken(t.app, token, {
    method,
    url: `/api/admin/positions${path}?domain=${TEST_DOMAIN}`,
    ...(payload && { payload }),
  });
const create = async (overrides: Parameters<typeof positionBody>[0] = {}) =>
  (await admin('POST', '', positionBody(overrides))).json().data.id as number;
const feed = (path: string) => t.app.inject({ url: path, headers: { host: HOST } });

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['job', 'item', 'category'].includes(name),
});

describe('job feeds', () => {
  it('lists every open position in the job-board XML with the fields boards read', async () => {
    const id = await create({
      title: 'Robotics Engineer',
      displayJobId: 'AR-77',
      workplaceType: 'hybrid',
      salaryMin: 60_000,
      salaryMax: 80_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      locations: [
        {
          displayName: 'Berlin, Germany',
          city: 'Berlin',
          region: 'Berlin',
          country: 'Germany',
          countryCode: 'DE',
          postalCode: '10117',
        },
      ],
    });
    const remote = await create({ title: 'Support <Lead> & Co', isRemote: true, locations: [] });
    const response = await feed('/feeds/jobs.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { source } = parser.parse(response.body) as {
      source: Record<string, unknown> & { job: Record<string, unknown>[] };
    };
    expect(source.publisher).toBe('Acme Robotics');
    expect(source.publisherurl).toBe(`http://${HOST}/careers`);
    expect(source.job).toHaveLength(2);
    const robotics = source.job.find((job) => job.title === 'Robotics Engineer')!;
    expect(robotics).toMatchObject({
      referencenumber: 'AR-77',
      url: `http://${HOST}/careers/job/${String(id)}`,
      company: 'Acme Robotics',
      city: 'Berlin',
      state: 'Berlin',
      country: 'DE',
      postalcode: 10117,
      salary: 'EUR 60,000 - 80,000 per year',
      jobtype: 'fulltime',
      remotetype: 'Hybrid remote',
    });
    expect(String(robotics.description)).toContain('<p>Teach robots to listen.</p>');
    expect(Date.parse(String(robotics.date))).not.toBeNaN();
    const support = source.job.find((job) => String(job.referencenumber) === String(remote))!;
    expect(support).toMatchObject({ title: 'Support <Lead> & Co', remotetype: 'Fully remote' });
  });

  it('is an RSS 2.0 channel with its required elements and one item per open position', async () => {
    const id = await create({ title: 'Robotics Engineer' });
    const response = await feed('/feeds/jobs.rss');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { rss } = parser.parse(response.body) as {
      rss: {
        '@_version': string;
        channel: Record<string, unknown> & { item: Record<string, unknown>[] };
      };
    };
    expect(rss['@_version']).toBe('2.0');
    // rssboard.org/rss-specification: a channel's required title, link and description
    for (const element of ['title', 'link', 'description'])
      expect(rss.channel[element]).toBeTruthy();
    expect(rss.channel.link).toBe(`http://${HOST}/careers`);
    expect(rss.channel['atom:link']).toMatchObject({
      '@_href': `http://${HOST}/feeds/jobs.rss`,
      '@_rel': 'self',
    });
    expect(rss.channel.item).toHaveLength(1);
    const [item] = rss.channel.item;
    // an item needs a title or a description; guid, link and pubDate make it useful
    expect(item).toMatchObject({
      title: 'Robotics Engineer (Berlin, Germany)',
      link: `http://${HOST}/careers/job/${String(id)}`,
      guid: { '#text': `http://${HOST}/careers/job/${String(id)}`, '@_isPermaLink': 'true' },
    });
    expect(new Date(String(item!.pubDate)).toUTCString()).toBe(item!.pubDate);
  });

  it("speaks the tenant's default language, or the one `hl` names, never the reader's own", async () => {
    await create({ title: 'Robotics Engineer' });
    const channelOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ url: path, headers: { host: HOST, ...headers } });
      expect(response.statusCode).toBe(200);
      return (parser.parse(response.body) as { rss: { channel: Record<string, unknown> } }).rss
        .channel;
    };
    // a German browser gets the one feed every cache holds for this address
    const english = await channelOf('/feeds/jobs.rss', { 'accept-language': 'de-DE' });
    expect(english).toMatchObject({ language: 'en', title: 'Careers at Acme Robotics' });
    expect(english.description).toMatch(/^Open positions at Acme/);

    const german = await channelOf('/feeds/jobs.rss?hl=de');
    expect(german.language).toBe('de');
    expect(german.description).toMatch(/^Offene Stellen bei Acme/);
    expect(german['atom:link']).toMatchObject({ '@_href': `http://${HOST}/feeds/jobs.rss?hl=de` });
    // each language is cached apart: the English feed is still English
    expect((await channelOf('/feeds/jobs.rss')).language).toBe('en');
  });

  it('keeps the rendered feed until a position is written, then shows the change', async () => {
    const first = await create({ title: 'First Job' });
    const before = (await feed('/feeds/jobs.rss')).body;
    expect((await feed('/feeds/jobs.rss')).body).toBe(before);
    await create({ title: 'Second Job' });
    const added = (await feed('/feeds/jobs.rss')).body;
    expect(added).toContain('Second Job');
    await admin('PUT', `/${String(first)}`, positionBody({ title: 'Renamed Job' }));
    const renamed = (await feed('/feeds/jobs.xml')).body;
    expect(renamed).toContain('Renamed Job');
    expect(renamed).not.toContain('First Job');
    await admin('POST', `/${String(first)}/close`);
    expect((await feed('/feeds/jobs.xml')).body).not.toContain('Renamed Job');
  });

  it('answers a poll that names its ETag or its Last-Modified with 304 until a position changes', async () => {
    const first = await create({ title: 'First Job' });
    for (const path of ['/feeds/jobs.rss', '/feeds/jobs.xml', '/sitemap.xml']) {
      const fetched = await feed(path);
      const { etag, 'last-modified': lastModified } = fetched.headers;
      expect([path, typeof etag, typeof lastModified]).toEqual([path, 'string', 'string']);
      const poll = (headers: Record<string, string>) =>
        t.app.inject({ url: path, headers: { host: HOST, ...headers } });
      const validators: Record<string, string>[] = [
        { 'if-none-match': String(etag) },
        { 'if-modified-since': String(lastModified) },
      ];
      for (const validator of validators) {
        const unchanged = await poll(validator);
        expect([path, unchanged.statusCode, unchanged.body]).toEqual([path, 304, '']);
      }
      // an ETag that is not this one decides alone, whatever the date says
      const other = await poll({
        'if-none-match': '"old"',
        'if-modified-since': String(lastModified),
      });
      expect([path, other.statusCode, other.body]).toEqual([path, 200, fetched.body]);
    }
    const before = await feed('/feeds/jobs.rss');
    t.clock.advance(5_000);
    await admin('POST', `/${String(first)}/close`);
    for (const validator of [
      { 'if-none-match': String(before.headers.etag) },
      { 'if-modified-since': String(before.headers['last-modified']) },
    ]) {
      const changed = await t.app.inject({
        url: '/feeds/jobs.rss',
        headers: { host: HOST, ...validator },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).not.toContain('First Job');
    }
  });
});

describe('IndexNow', () => {
  it('pings on create, update and close with the URLs on the tenant’s host and its key', async () => {
    const id = await create();
    await indexNow.until(1);
    const jobUrl = `http://${HOST}/careers/job/${String(id)}`;
    expect(indexNow.pings[0]).toMatchObject({
      path: '/indexnow',
      contentType: 'application/json; charset=utf-8',
      body: {
        host: HOST,
        key: KEY,
        keyLocation: `http://${HOST}/indexnow/${KEY}.txt`,
        urlList: [jobUrl, `http://${HOST}/careers`],
      },
    });
    await admin('PUT', `/${String(id)}`, positionBody({ title: 'Renamed' }));
    await admin('POST', `/${String(id)}/close`);
    await indexNow.until(3);
    expect(indexNow.pings.map((ping) => (ping.body.urlList as string[])[0])).toEqual([
      jobUrl,
      jobUrl,
      jobUrl,
    ]);
    // the key file proves the pings are the site's own
    const keyFile = await feed(`/indexnow/${KEY}.txt`);
    expect(keyFile.statusCode).toBe(200);
    expect(keyFile.body).toBe(KEY);
    expect((await feed('/indexnow/wrong.txt')).statusCode).toBe(404);
  });

  it('stays quiet for a tenant that has not turned it on', async () => {
    const configure = async (hosts: object) => {
      await t.app.deps.db
        .updateTable('tenants')
        .set({ config: JSON.stringify({ branding: { companyName: 'Acme Robotics' }, hosts }) })
        .execute();
      await t.app.deps.tenants.reload();
    };
    await configure({ names: [HOST] });
    const quiet = await create();
    expect((await feed(`/indexnow/${KEY}.txt`)).statusCode).toBe(404);
    // turned on, the next position pings: the first ping to arrive is that one, never the first's
    await configure({ names: [HOST], indexNow: { enabled: true, key: KEY } });
    const pinged = await create();
    await indexNow.until(1);
    const firstUrls = indexNow.pings[0]!.body.urlList as string[];
    expect(firstUrls).toContain(`http://${HOST}/careers/job/${String(pinged)}`);
    expect(firstUrls).not.toContain(`http://${HOST}/careers/job/${String(quiet)}`);
  });
});
