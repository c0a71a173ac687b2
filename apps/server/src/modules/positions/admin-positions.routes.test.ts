import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addTenant, newToken, positionBody, withToken } from './admin-test-kit.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, 'other.example');
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

const url = (path = '', domain = TEST_DOMAIN) => `/api/admin/positions${path}?domain=${domain}`;
const create = (body: object = positionBody(), domain = TEST_DOMAIN, as = token) =>
  withToken(t.app, as, { method: 'POST', url: url('', domain), payload: body });

const search = async (query: string) => {
  const response = await t.app.inject({
    url: `/api/pcsx/search?domain=${TEST_DOMAIN}&query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode).toBe(200);
  const { count, positions } = response.json().data as {
    count: number;
    positions: { id: number }[];
  };
  return { count, ids: positions.map((position) => position.id) };
};

describe('/api/admin/positions', () => {
  it('publishes a position, searchable in the next request, and a closed one disappears', async () => {
    const created = await create(positionBody({ title: 'Zanzibarian Robot Whisperer' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(await search('zanzibarian')).toEqual({ count: 1, ids: [id] });

    const closed = await withToken(t.app, token, { method: 'POST', url: url(`/${id}/close`) });
    expect(closed.json().data.status).toBe('closed');
    expect(await search('zanzibarian')).toEqual({ count: 0, ids: [] });

    await withToken(t.app, token, { method: 'POST', url: url(`/${id}/reopen`) });
    expect(await search('zanzibarian')).toEqual({ count: 1, ids: [id] });
  });

  it('creates an open position posted now, and reads it back as stored', async () => {
    const created = await create();
    const data = created.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      ...positionBody(),
      displayJobId: null,
      workplaceType: 'onsite',
      isRemote: false,
      remoteLocations: [],
      postedAt: t.clock.now().toISOString(),
      closesAt: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      status: 'open',
      // the site's default language, no translations
      defaultLanguage: 'en',
      translations: [],
      locations: [
        {
          displayName: 'Berlin, Germany',
          city: 'Berlin',
          region: null,
          country: 'Germany',
          countryCode: 'DE',
          latitude: 52.52,
          longitude: 13.405,
          streetAddress: null,
          postalCode: null,
        },
      ],
      updatedAt: t.clock.now().toISOString(),
    });
    const read = await withToken(t.app, token, { url: url(`/${data.id}`) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data });
  });

  it('stores the requisition id, workplace, remote countries, street address and postal code', async () => {
    const hybrid = await create(
      positionBody({
        displayJobId: 'NW-2041',
        workplaceType: 'hybrid',
        salaryMin: 60000,
        salaryMax: 80000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        closesAt: '2027-01-31T23:59:59Z',
        locations: [
          {
            displayName: 'Berlin, Germany',
            city: 'Berlin',
            region: 'Berlin',
            country: 'Germany',
            countryCode: 'de',
            streetAddress: 'Friedrichstraße 68',
            postalCode: '10117',
          },
        ],
      }),
    );
    expect(hybrid.statusCode).toBe(201);
    const stored = (await withToken(t.app, token, { url: url(`/${hybrid.json().data.id}`) })).json()
      .data;
    expect(stored).toMatchObject({
      displayJobId: 'NW-2041',
      workplaceType: 'hybrid',
      isRemote: false,
      remoteLocations: [],
      salaryMin: 60000,
      salaryMax: 80000,
      salaryPeriod: 'year',
      closesAt: '2027-01-31T23:59:59.000Z',
      locations: [{ countryCode: 'DE', streetAddress: 'Friedrichstraße 68', postalCode: '10117' }],
    });

    const remote = await create(
      positionBody({ workplaceType: 'remote', remoteLocations: ['DE', 'FR'], locations: [] }),
    );
    expect(remote.statusCode).toBe(201);
    expect(remote.json().data).toMatchObject({
      workplaceType: 'remote',
      isRemote: true,
      remoteLocations: ['DE', 'FR'],
    });
    // isRemote alone still means remote
    const legacy = await create(positionBody({ isRemote: true, locations: [] }));
    expect(legacy.json().data).toMatchObject({ workplaceType: 'remote', isRemote: true });
  });

  it('refuses a workplace that contradicts isRemote, and remote countries on an on-site job', async () => {
    const contradiction = await create(positionBody({ workplaceType: 'hybrid', isRemote: true }));
    expect(contradiction.statusCode).toBe(400);
    expect(contradiction.json().error.fields).toHaveProperty('isRemote');
    const onsite = await create(positionBody({ workplaceType: 'onsite', remoteLocations: ['DE'] }));
    expect(onsite.statusCode).toBe(400);
    expect(onsite.json().error.fields).toHaveProperty('remoteLocations');
    const unknown = await create(positionBody({ workplaceType: 'moon' as never }));
    expect(unknown.statusCode).toBe(400);
  });

  it('replaces every field and the locations on PUT, keeping the status and posting date', async () => {
    const { id, postedAt } = (await create()).json().data;
    await withToken(t.app, token, { method: 'POST', url: url(`/${id}/close`) });
    t.clock.advance(60_000);
    const body = positionBody({
      title: 'Senior Robot Whisperer',
      salaryMin: 60000,
      salaryMax: 80000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      isRemote: true,
      locations: [{ displayName: 'Lisbon' }, { displayName: 'Porto' }],
    });
    const updated = await withToken(t.app, token, {
      method: 'PUT',
      url: url(`/${id}`),
      payload: body,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id,
      title: 'Senior Robot Whisperer',
      salaryMin: 60000,
      isRemote: true,
      status: 'closed',
      postedAt,
      updatedAt: t.clock.now().toISOString(),
      locations: [
        expect.objectContaining({ displayName: 'Lisbon', city: null }),
        expect.objectContaining({ displayName: 'Porto' }),
      ],
    });
    expect(await search('senior whisperer')).toEqual({ count: 0, ids: [] });
  });

  it('makes a PUT of an open position searchable under its new title at once', async () => {
    const { id } = (await create()).json().data;
    await withToken(t.app, token, {
      method: 'PUT',
      url: url(`/${id}`),
      payload: positionBody({ title: 'Quetzalcoatl Wrangler' }),
    });
    expect(await search('quetzalcoatl')).toEqual({ count: 1, ids: [id] });
    expect((await search('whisperer')).count).toBe(0);
  });

  it('closes idempotently: a second close answers the same closed position', async () => {
    const { id } = (await create()).json().data;
    const first = await withToken(t.app, token, { method: 'POST', url: url(`/${id}/close`) });
    t.clock.advance(60_000);
    const second = await withToken(t.app, token, { method: 'POST', url: url(`/${id}/close`) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('sanitises the description on create and update', async () => {
    const dirty =
      '<h2>Role</h2><p onclick="x()">Build <a href="https://acme.example">things</a></p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a><img src=x>';
    const clean =
      '<h2>Role</h2><p>Build <a href="https://acme.example" rel="noopener noreferrer">things</a></p>bad';
    const { id, description } = (await create(positionBody({ description: dirty }))).json().data;
    expect(description).toBe(clean);
    const updated = await withToken(t.app, token, {
      method: 'PUT',
      url: url(`/${id}`),
      payload: positionBody({ description: `${dirty}<p>More</p>` }),
    });
    expect(updated.json().data.description).toBe(`${clean}<p>More</p>`);
  });

  it('answers bad input with 400, a message and per-field problems', async () => {
    const cases: [object, string][] = [
      [positionBody({ title: '' }), 'title'],
      [positionBody({ employmentType: 'forever' as never }), 'employmentType'],
      [positionBody({ salaryMin: 90, salaryMax: 10 }), 'salaryMin'],
      [positionBody({ locations: [] }), 'locations'],
      [
        positionBody({ locations: [{ displayName: 'X', latitude: 100, longitude: 0 }] }),
        'locations.0.latitude',
      ],
      [positionBody({ description: '<script>only()</script>' }), 'description'],
      [positionBody({ closesAt: '2020-01-01T00:00:00Z' }), 'closesAt'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringContaining(field),
        error: { code: 'validation_failed', fields: { [field]: expect.any(String) } },
      });
    }
    const notJson = await withToken(t.app, token, {
      method: 'POST',
      url: url(),
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("answers 404 for an unknown position and for another site's", async () => {
    const otherToken = await newToken(t.app, 'other.example');
    const { id } = (await create(positionBody(), 'other.example', otherToken)).json().data;
    for (const path of ['/999999', `/${id}`]) {
      const read = await withToken(t.app, token, { url: url(path) });
      expect(read.statusCode).toBe(404);
      expect(read.json().error.code).toBe('not_found');
      const put = await withToken(t.app, token, {
        method: 'PUT',
        url: url(path),
        payload: positionBody(),
      });
      expect(put.statusCode).toBe(404);
      const close = await withToken(t.app, token, { method: 'POST', url: url(`${path}/close`) });
      expect(close.statusCode).toBe(404);
    }
    const stillOpen = await withToken(t.app, otherToken, { url: url(`/${id}`, 'other.example') });
    expect(stillOpen.json().data).toMatchObject({ status: 'open', title: 'Robot Whisperer' });
    expect((await withToken(t.app, token, { url: url('/abc') })).statusCode).toBe(400);
  });

  it("keeps each site's positions in its own search", async () => {
    const otherToken = await newToken(t.app, 'other.example');
    await create(positionBody({ title: 'Xylophonist' }), 'other.example', otherToken);
    expect((await search('xylophonist')).count).toBe(0);
  });

  it('is described in the OpenAPI document under the admin tag', async () => {
    const paths = (await t.app.inject({ url: '/api/docs' })).json().paths;
    expect(paths['/api/admin/positions'].post.tags).toEqual(['admin']);
    expect(Object.keys(paths['/api/admin/positions/{id}'])).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
    expect(paths['/api/admin/positions/{id}/close'].post).toBeTruthy();
  });
});
